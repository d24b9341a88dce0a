"""Rate-limit headers of GitHub and the Hub, Retry-After forms, and the wait rule."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from scrapy.http.headers import Headers

from crawler.parsers.ratelimits import (
    Limit,
    RateBudget,
    Scheme,
    parse_rate_limit,
    parse_retry_after,
    wait_before_next,
)
from tests.fakes.github import PRIMARY_LIMIT_MESSAGE, SECONDARY_LIMIT_MESSAGE
from tests.platforms.conftest import recorded_headers

NOW = datetime(2022, 7, 19, 4, 37, 49, tzinfo=UTC)


def test_github_recorded_headers() -> None:
    headers = recorded_headers("gh_repo_octokit-fixture-org_hello-world.headers.json")
    budget = parse_rate_limit(headers, now=NOW, status=200)
    assert budget.scheme is Scheme.GITHUB
    assert (budget.limit, budget.remaining, budget.used) == (5000, 4962, 38)
    assert budget.reset_at == datetime.fromtimestamp(1658208999, tz=UTC)
    assert budget.resource == "core"
    assert budget.limited is Limit.NONE
    assert wait_before_next(budget, NOW) is None


def test_github_primary_limit_waits_until_reset() -> None:
    reset = NOW + timedelta(minutes=17)
    headers = {
        "X-RateLimit-Limit": "60",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": str(int(reset.timestamp())),
    }
    body = f'{{"message": "{PRIMARY_LIMIT_MESSAGE}", "documentation_url": "x"}}'
    budget = parse_rate_limit(headers, now=NOW, status=403, body=body)
    assert budget.limited is Limit.PRIMARY
    assert budget.exhausted
    assert wait_before_next(budget, NOW) == pytest.approx(17 * 60)
    # After the reset time has passed there is nothing left to wait for.
    assert wait_before_next(budget, reset + timedelta(seconds=5)) == 0.0


def test_github_secondary_limit_honours_retry_after() -> None:
    headers = {"x-ratelimit-remaining": "4000", "x-ratelimit-limit": "5000", "retry-after": "30"}
    body = '{"message": "' + SECONDARY_LIMIT_MESSAGE.format(request_id="X") + '"}'
    budget = parse_rate_limit(headers, now=NOW, status=403, body=body)
    assert budget.limited is Limit.SECONDARY
    assert budget.retry_after == 30.0
    assert wait_before_next(budget, NOW) == 30.0


def test_secondary_limit_without_retry_after_backs_off_exponentially() -> None:
    body = b'{"message": "You have exceeded a secondary rate limit and have been blocked"}'
    budget = parse_rate_limit({"x-ratelimit-remaining": "4000"}, now=NOW, status=403, body=body)
    assert budget.limited is Limit.SECONDARY
    assert [wait_before_next(budget, NOW, attempt=n) for n in range(4)] == [60, 120, 240, 480]
    assert wait_before_next(budget, NOW, attempt=20) == 3600


def test_bare_429_without_headers_backs_off() -> None:
    budget = parse_rate_limit({}, now=NOW, status=429)
    assert budget.limited is Limit.UNKNOWN
    assert wait_before_next(budget, NOW) == 60


def test_a_403_permission_error_is_not_a_rate_limit() -> None:
    body = b'{"message": "Resource not accessible by integration"}'
    budget = parse_rate_limit({"x-ratelimit-remaining": "4999"}, now=NOW, status=403, body=body)
    assert budget.limited is Limit.NONE
    assert wait_before_next(budget, NOW) is None


def test_success_with_no_requests_left_waits_for_reset() -> None:
    reset = NOW + timedelta(seconds=90)
    headers = {"x-ratelimit-remaining": "0", "x-ratelimit-reset": str(int(reset.timestamp()))}
    budget = parse_rate_limit(headers, now=NOW, status=200)
    assert budget.limited is Limit.NONE
    assert wait_before_next(budget, NOW) == 90


def test_hub_ietf_draft_headers() -> None:
    headers = {
        "RateLimit": '"api";r=0;t=55',
        "RateLimit-Policy": '"fixed window";"api";q=500;w=300',
    }
    budget = parse_rate_limit(headers, now=NOW, status=429)
    assert budget.scheme is Scheme.IETF
    assert (budget.remaining, budget.limit, budget.window_seconds) == (0, 500, 300)
    assert budget.resource == "api"
    assert budget.reset_at == NOW + timedelta(seconds=55)
    assert budget.limited is Limit.PRIMARY
    assert wait_before_next(budget, NOW) == 55


def test_hub_several_policies_picks_the_scarcest() -> None:
    headers = {
        "RateLimit": '"api";r=120;t=40, "resolvers";r=3;t=12',
        "RateLimit-Policy": (
            '"fixed window";"api";q=500;w=300, "fixed window";"resolvers";q=3000;w=300'
        ),
    }
    budget = parse_rate_limit(headers, now=NOW, status=200)
    assert (budget.resource, budget.remaining, budget.limit) == ("resolvers", 3, 3000)
    assert wait_before_next(budget, NOW) is None


def test_older_draft_separate_headers() -> None:
    headers = {"RateLimit-Limit": "100", "RateLimit-Remaining": "0", "RateLimit-Reset": "7"}
    budget = parse_rate_limit(headers, now=NOW, status=429)
    assert (budget.limit, budget.remaining) == (100, 0)
    assert wait_before_next(budget, NOW) == 7


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("120", 120.0),
        ("1.5", 1.5),
        ("Tue, 19 Jul 2022 04:38:49 GMT", 60.0),
        ("Tue, 19 Jul 2022 04:00:00 GMT", 0.0),  # in the past
        ("soon", None),
        ("", None),
        (None, None),
    ],
)
def test_retry_after_forms(value: str | None, expected: float | None) -> None:
    assert parse_retry_after(value, now=NOW) == expected


def test_generic_retry_after_on_503() -> None:
    budget = parse_rate_limit({"Retry-After": "Tue, 19 Jul 2022 04:38:19 GMT"}, now=NOW, status=503)
    assert budget.scheme is Scheme.RETRY_AFTER
    assert wait_before_next(budget, NOW) == 30.0


def test_scrapy_headers() -> None:
    headers = Headers({"X-RateLimit-Remaining": "12", "X-RateLimit-Limit": "60"})
    budget = parse_rate_limit(headers, now=NOW, status=200)
    assert (budget.remaining, budget.limit) == (12, 60)
    hub = Headers({"RateLimit": '"api";r=0;t=55'})
    assert wait_before_next(parse_rate_limit(hub, now=NOW, status=429), NOW) == 55


def test_naive_now_is_refused() -> None:
    with pytest.raises(ValueError):
        wait_before_next(RateBudget(), datetime(2022, 1, 1))
