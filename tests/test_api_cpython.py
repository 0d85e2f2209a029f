"""Every API case (tests/cases_*.py) through the one door, in CPython."""
import pytest

from tests.harness.api_cases import all_cases
from pysolvers import api

CASES = all_cases()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(case):
    case.check(api.call(case.action, case.request()))
