"""GitHub parsers against the recorded octokit bodies, plus keywords and Link headers."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime

import pytest

from crawler.parsers.github import (
    EntryType,
    ParseError,
    Reason,
    find_keywords,
    last_page,
    locate_keywords,
    parse_contents,
    parse_error,
    parse_link_header,
    parse_readme,
    parse_release,
    parse_releases,
    parse_repo,
    parse_repo_list,
    parse_tags,
)
from crawler.parsers.ratelimits import normalise_headers
from tests.platforms.conftest import api_fixture, recorded_headers


def test_repo_fixture() -> None:
    repo = parse_repo(api_fixture("gh_repo_octokit-fixture-org_hello-world.json").read_bytes())
    assert repo.full_name == "octokit-fixture-org/hello-world"
    assert repo.html_url == "https://github.com/octokit-fixture-org/hello-world"
    assert (repo.stargazers_count, repo.forks_count, repo.open_issues_count) == (0, 0, 0)
    assert repo.subscribers_count == 1
    assert repo.pushed_at == datetime(2017, 11, 3, 20, 11, 46, tzinfo=UTC)
    assert repo.default_branch == "master"
    assert repo.archived is False
    assert repo.repo_id == 103703892
    assert repo.topics == ("fixtures", "hello", "hello-world")


def test_repo_list_items_have_no_subscribers_count() -> None:
    item = json.loads(api_fixture("gh_repo_octokit-fixture-org_hello-world.json").read_text())
    del item["subscribers_count"]
    (repo,) = parse_repo_list(json.dumps([item]))
    assert repo.subscribers_count is None
    assert repo.full_name == "octokit-fixture-org/hello-world"


def test_release_fixture() -> None:
    release = parse_release(api_fixture("gh_release_by_tag.json").read_bytes())
    assert release.tag_name == "v1.0.0"
    assert release.title == "Version 1.0.0"
    assert (release.draft, release.prerelease) == (False, False)
    assert release.published_at == datetime(2022, 7, 19, 4, 40, 21, tzinfo=UTC)
    assert release.body == "Initial release"
    assert release.assets == ()
    assert release.html_url.endswith("/releases/tag/v1.0.0")


def test_release_list_and_draft_without_publication_date() -> None:
    recorded = json.loads(api_fixture("gh_release_by_tag.json").read_text())
    draft = dict(recorded, id=2, tag_name="v2.0.0", name=None, draft=True, published_at=None)
    draft["assets"] = [
        {
            "name": "clover-Q4_K_M.gguf",
            "size": 19_583_000_000,
            "download_count": 3,
            "browser_download_url": "https://github.com/o/r/releases/download/v2.0.0/x.gguf",
            "content_type": "application/octet-stream",
        }
    ]
    newest, oldest = parse_releases(json.dumps([draft, recorded]))
    assert newest.title == "v2.0.0"  # no name: GitHub shows the tag
    assert newest.published_at is None
    assert newest.assets[0].name == "clover-Q4_K_M.gguf"
    assert newest.assets[0].size == 19_583_000_000
    assert oldest.tag_name == "v1.0.0"


def test_contents_root_fixture() -> None:
    (entry,) = parse_contents(api_fixture("gh_contents_root_list.json").read_bytes())
    assert entry.name == entry.path == "README.md"
    assert entry.type is EntryType.FILE
    assert entry.size == 13
    assert entry.sha == "93a078d1c3f76aa1ca11def8f882a06df1d4a01b"


def test_contents_of_a_file_path_is_not_a_listing() -> None:
    single = {"type": "file", "name": "README.md", "path": "README.md"}
    with pytest.raises(ParseError) as caught:
        parse_contents(json.dumps(single))
    assert caught.value.reason is Reason.WRONG_SHAPE


def test_readme_raw_fixture() -> None:
    content_type = dict(normalise_headers(recorded_headers("gh_contents_README_raw.headers.json")))
    raw = api_fixture("gh_contents_README_raw.md").read_bytes()
    readme = parse_readme(raw, content_type=content_type["content-type"])
    assert readme.text == "# hello-world"
    assert readme.sha is None
    assert parse_readme(raw).text == "# hello-world"  # sniffed without a content type


def test_readme_json_base64_form() -> None:
    text = "# Clover\n\nRun with SGLang: `python -m sglang.launch_server`\n" * 3
    encoded = base64.b64encode(text.encode()).decode()
    body = {
        "type": "file",
        "encoding": "base64",
        "name": "README.md",
        "path": "README.md",
        "sha": "abc",
        "size": len(text),
        "html_url": "https://github.com/o/r/blob/main/README.md",
        "content": "\n".join(encoded[i : i + 60] for i in range(0, len(encoded), 60)) + "\n",
    }
    readme = parse_readme(json.dumps(body), content_type="application/json; charset=utf-8")
    assert readme.text == text
    assert (readme.path, readme.sha) == ("README.md", "abc")
    assert parse_readme(json.dumps(body)).text == text


def test_readme_too_large_to_inline() -> None:
    body = {"type": "file", "encoding": "none", "content": "", "path": "README.md"}
    with pytest.raises(ParseError) as caught:
        parse_readme(json.dumps(body), content_type="application/json")
    assert caught.value.reason is Reason.NOT_INLINED


def test_tags() -> None:
    body = [{"name": "v0.2", "commit": {"sha": "f" * 40, "url": "u"}, "zipball_url": "z"}]
    (tag,) = parse_tags(json.dumps(body))
    assert (tag.name, tag.commit_sha) == ("v0.2", "f" * 40)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"", Reason.NOT_JSON),
        (b"<html>Unicorn!</html>", Reason.NOT_JSON),
        (
            b'{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}',
            Reason.API_ERROR,
        ),
        (b'{"full_name":"a/b"}', Reason.MISSING_FIELD),
        (b"[]", Reason.WRONG_SHAPE),
    ],
)
def test_repo_refusals(body: bytes, reason: Reason) -> None:
    with pytest.raises(ParseError) as caught:
        parse_repo(body)
    assert caught.value.reason is reason


def test_list_endpoint_answering_an_error_object() -> None:
    with pytest.raises(ParseError) as caught:
        parse_releases(b'{"message":"Not Found","documentation_url":"x"}')
    assert caught.value.reason is Reason.API_ERROR


def test_error_fixture() -> None:
    error = parse_error(api_fixture("gh_error_422_validation_failed.json").read_bytes())
    assert error is not None
    assert error.message == "Validation Failed"
    assert error.errors == ({"resource": "Label", "code": "invalid", "field": "color"},)
    assert parse_error(b"<html></html>") is None


def test_link_header_fixture() -> None:
    headers = normalise_headers(recorded_headers("gh_issues_page1_link_header.headers.json"))
    links = parse_link_header(headers["link"])
    assert links == {
        "next": "https://api.github.com/repositories/515435940/issues?per_page=3&page=2",
        "last": "https://api.github.com/repositories/515435940/issues?per_page=3&page=5",
    }
    assert last_page(links) == 5
    assert parse_link_header(None) == {}
    assert last_page({}) is None


KEYWORDS = ("SGLang", "llama.cpp", "GGUF", "Joint Mode")


@pytest.mark.parametrize(
    ("readme", "paths", "expected"),
    [
        ("Serve it with **sglang** today.", [], {"SGLang"}),
        ("See https://github.com/ggml-org/llama.cpp for details", [], {"llama.cpp"}),
        ("llama-cpp-python bindings", [], set()),  # "llama.cpp" is literal
        ("llamaXcpp", [], set()),  # the dot is not a wildcard
        ("", ["gguf/Clover-Q4_K_M.gguf"], {"GGUF"}),
        ("", ["scripts/convert_to_gguf.py"], {"GGUF"}),
        ("We ship GGUFs soon", [], {"GGUF"}),
        ("", ["docs/sglang_deploy.md", "README.md"], {"SGLang"}),
        ("Enable joint-mode with --joint", [], {"Joint Mode"}),
        ("ggufx and xgguf and sglangish", ["notgguf2"], set()),
        ("", [], set()),
    ],
)
def test_find_keywords(readme: str, paths: list[str], expected: set[str]) -> None:
    assert find_keywords(readme, paths, KEYWORDS) == expected


def test_locate_keywords_says_where() -> None:
    found = locate_keywords(
        "Use SGLang.", ["Clover-Q8_0.gguf", "src/main.py", "gguf/README.md"], KEYWORDS
    )
    assert found == {"SGLang": ("README",), "GGUF": ("Clover-Q8_0.gguf", "gguf/README.md")}
