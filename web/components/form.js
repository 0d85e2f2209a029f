// A view's form, submitted without the browser's form submission. A frame sandboxed without
// "allow-forms" (as WordPress frames a pasted link's embed) blocks that submission, and with it
// Enter in a field and the click on a submit button: nothing would happen there. Here the form's
// submit buttons become type="button" and run the view's action on click (Enter or Space on a
// focused button is a click), and Enter in one of its fields runs it too, the same in every page.

const FIELD = "input:not([type=button], [type=submit], [type=reset], [type=image], [type=file])";

/** Run `action` on Enter in `form`'s fields and on a click of its submit buttons. */
export function onSubmit(form, action) {
  for (const button of form.querySelectorAll("button[type=submit], button:not([type])")) {
    button.type = "button";
    button.addEventListener("click", () => action());
  }
  form.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" || e.isComposing || e.defaultPrevented || !e.target.matches?.(FIELD)) return;
    e.preventDefault();  // and so no native (implicit) submission
    action();
  });
  form.addEventListener("submit", (e) => e.preventDefault());  // a submission from elsewhere goes nowhere
}
