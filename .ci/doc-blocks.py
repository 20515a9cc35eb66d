#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compiles every ```swift block of Documentation/*.md and of the DocC catalogs as its page shows it.

The rules (Documentation/Testing.md, "How the guides' code is checked", says the same to readers):

- Every `import` line a page shows (in a block of imports only, or at the top of a file) opens every
  file of the page: a page is one module's code, written with one set of imports.
- A block whose paragraph before it says it "goes inside `X`" (or "go inside `X`") is a fragment: it is
  compiled as `X {` + block + `}`, exactly. A function name used twice in one page gets `_2`, `_3`.
- Any other block is a whole file. A first line `// Sources/NAME/...` or `// Tests/NAME/...` names the
  file of a package (Getting started): each `Sources/NAME` becomes a module, each `Tests/NAME` a module
  that imports them (`@testable`), and a stub `Bundle.module` stands for SwiftPM's resource accessor.
- All other blocks of one page are files of one module, so later blocks use what earlier ones declare.
  The module has resources, as an app target with mock JSON does: `Bundle.module` exists (a stub).
- `<!-- code: ... -->` (anywhere in the page) names what the page's code needs, each as the page says in
  its text: `with PAGE.md` (that page's `Sources/` files are part of this module; the page must link to
  it), `xcode26` (also compiled in an Xcode 26 app target's settings; the page must say "Xcode 26"),
  `ios X` (its UIKit/SwiftUI blocks compile for iOS X; the page must say "iOS X").
- A block that imports UIKit or SwiftUI (or whose page's imports do) is compiled for iOS with
  ../shared/tools/apple-check, with the rest of its page, at the page's iOS version (the package's
  minimum by default).
- A block after `<!-- compiled for iOS: Fixtures/AppleCheck/NAME -->` is compiled by .ci/apple-check
  inside that fixture, where DocumentationTests' AppleCheckFixtureTests finds it verbatim (the page
  says so in its text).
- A manifest block (it has `Package(`, `.package(`, `.target(`, `.testTarget(` or
  `swift-tools-version`) is not compiled; shell commands are `sh`/`bash` blocks. A
  `<!-- not compiled: ... -->` line before any other block fails the check.

Settings: "default" is a plain Swift 6 target (`-swift-version 6`); "xcode26" adds what a new Xcode 26
app target turns on: default isolation MainActor, Approachable Concurrency's two features that Swift 6
mode does not already have (NonisolatedNonsendingByDefault, InferIsolatedConformances), and
MemberImportVisibility.

usage: doc-blocks.py ROOT MODULES_DIR WORK_DIR [PAGE ...]   (prints one line per page; exit 1 on errors)
"""
import glob
import os
import re
import subprocess
import sys

ROOT, MODULES, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
ONLY = sys.argv[4:]
XCODE26 = [
    "-default-isolation", "MainActor",
    "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    "-enable-upcoming-feature", "InferIsolatedConformances",
    "-enable-upcoming-feature", "MemberImportVisibility",
]
FENCE = re.compile(r"^(\s*)```(\w*)\s*$")
INSIDE = re.compile(r"\bgoes inside `([^`]+)`|\bgo inside `([^`]+)`")
MANIFEST = re.compile(r"Package\(|\.package\(|\.target\(|\.testTarget\(|swift-tools-version")
APPLE_UI = re.compile(r"^\s*import\s+(UIKit|SwiftUI)\b", re.M)


class Block:
    def __init__(self, page, line, lines, before, marker):
        self.page, self.line, self.lines, self.before, self.marker = page, line, lines, before, marker

    @property
    def text(self):
        return "\n".join(self.lines)

    def is_imports(self):
        code = [l for l in self.lines if l.strip() and not l.strip().startswith("//")]
        return bool(code) and all(re.match(r"^\s*(@testable\s+)?import\s", l) for l in code)

    def path(self):
        first = self.lines[0].strip() if self.lines else ""
        m = re.match(r"^//\s*((Sources|Tests)/([^/]+)/\S+\.swift)$", first)
        return (m.group(2), m.group(3)) if m else None

    def inside(self):
        m = INSIDE.search(self.before)
        return (m.group(1) or m.group(2)) if m else None


def blocks(page):
    lines = open(page, encoding="utf-8").read().split("\n")
    out, i, para, last = [], 0, [], []
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            s = lines[i].strip()
            if not s:
                last, para = (para, []) if para else (last, para)
            elif not s.startswith("<!--"):
                para.append(s)
            i += 1
            continue
        para = para or last
        lang, start, indent = m.group(2), i, len(m.group(1))
        marker = lines[i - 1].strip() if i > 0 and lines[i - 1].strip().startswith("<!--") else ""
        i += 1
        body = []
        while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        i += 1
        if lang == "swift":
            out.append(Block(page, start + 1, body, " ".join(para), marker))
            if out[-1].is_imports():
                last, para = para, []  # the sentence before an imports block also leads the next block
                continue
        para, last = [], []
    return out


def directives(text):
    found = {"with": [], "xcode26": False, "ios": None}
    for m in re.finditer(r"<!--\s*code:(.*?)-->", text, re.S):
        for part in m.group(1).split(";"):
            words = part.split()
            if not words:
                continue
            if words[0] == "with":
                found["with"] += words[1:]
            elif words[0] == "xcode26":
                found["xcode26"] = True
            elif words[0] == "ios":
                found["ios"] = words[1]
    return found


def package_ios_minimum():
    m = re.search(r"\.iOS\(\.v(\d+)\)", open(os.path.join(ROOT, "Package.swift")).read())
    return m.group(1) if m else "16"


def rel(path):
    return os.path.relpath(path, ROOT)


def unique_names(sig, used):
    m = re.search(r"\bfunc\s+(\w+)", sig)
    if not m:
        return sig
    name, n = m.group(1), 1
    while (m.group(1) if n == 1 else f"{m.group(1)}_{n}") in used:
        n += 1
    new = name if n == 1 else f"{name}_{n}"
    used.add(new)
    return sig[: m.start(1)] + new + sig[m.end(1):]


def page_files(page, errors, include_with=True):
    """The files of a page: {module: [(name, text, Block or None)]}, iOS flag, settings."""
    text = open(page, encoding="utf-8").read()
    d = directives(text)
    bs = blocks(page)
    imports, used, files, pkg = [], set(), [], {}
    for b in bs:
        if MANIFEST.search(b.text):
            continue  # a manifest (Package.swift or a part of one): not a source file
        if b.marker.startswith("<!-- compiled for iOS: Fixtures/AppleCheck/"):
            continue  # compiled by .ci/apple-check inside that fixture (AppleCheckFixtureTests: verbatim)
        if b.marker.startswith("<!-- not compiled"):
            errors.append(f"{rel(page)}:{b.line}: 'not compiled' is allowed only for a manifest or a shell command")
        if b.is_imports():
            imports += [l for l in b.lines if l.strip()]
            continue
        p = b.path()
        if p:
            pkg.setdefault(p, []).append(b)
            continue
        files.append(b)
    # Every file of the page gets every import the page shows (UIKit and SwiftUI only on iOS).
    d["header_ui"] = bool(APPLE_UI.search("\n".join(imports)))
    for b in bs:
        if not b.path() and not MANIFEST.search(b.text):
            imports += [l.strip() for l in b.lines if re.match(r"^import\s+\w+\s*(//.*)?$", l.strip())]
    imports = list(dict.fromkeys(imports))
    for w in d["with"]:
        target = os.path.normpath(os.path.join(os.path.dirname(page), w))
        if f"]({w}" not in text:
            errors.append(f"{rel(page)}: <!-- code: with {w} --> but the page does not link to {w}")
        if not os.path.exists(target):
            errors.append(f"{rel(page)}: with {w}: no such page")
            continue
    if d["xcode26"] and "Xcode 26" not in re.sub(r"<!--.*?-->", "", text, flags=re.S):
        errors.append(f"{rel(page)}: <!-- code: xcode26 --> but the page never says 'Xcode 26'")
    if d["ios"] and f"iOS {d['ios']}" not in re.sub(r"<!--.*?-->", "", text, flags=re.S):
        errors.append(f"{rel(page)}: <!-- code: ios {d['ios']} --> but the page never says 'iOS {d['ios']}'")
    return d, imports, files, pkg, used


def render(b, imports, used, index):
    head = "\n".join(imports)
    sig = b.inside()
    if sig:
        sig = unique_names(sig, used)
        body = "\n".join(("  " + l) if l.strip() else "" for l in b.lines)
        code = f"{sig} {{\n{body}\n}}\n"
    else:
        code = b.text + "\n"
    # #sourceLocation maps errors back to the page's lines (the block starts one line after the fence).
    loc = b.line + 1 - (1 if sig else 0)
    return f"{head}\n#sourceLocation(file: \"{rel(b.page)}\", line: {loc})\n{code}#sourceLocation()\n"


def located(b):
    """A whole file of a package page, its errors reported at the page's lines."""
    return f'#sourceLocation(file: "{rel(b.page)}", line: {b.line + 1})\n{b.text}\n#sourceLocation()\n'


BUNDLE_STUB = "import Foundation\n// Stands for SwiftPM's generated resource accessor (the package's resources are not needed to compile).\nextension Foundation.Bundle {\n  static let module = Bundle.main\n}\n"


def swiftc(args, cwd):
    r = subprocess.run(["swiftc"] + args, cwd=cwd, capture_output=True, text=True)
    return r.returncode, r.stdout + r.stderr


def compile_linux(name, files, settings, extra_modules=(), emit=None, testable=False):
    folder = os.path.join(WORK, name)
    os.makedirs(folder, exist_ok=True)
    paths = []
    for i, text in enumerate(files):
        p = os.path.join(folder, f"block{i:02d}.swift")
        open(p, "w", encoding="utf-8").write(text)
        paths.append(p)
    args = ["-swift-version", "6", "-parse-as-library", "-module-name", name, "-I", MODULES, "-I", WORK]
    args += settings
    if emit:
        args += ["-emit-module", "-emit-module-path", os.path.join(WORK, name + ".swiftmodule"), "-enable-testing", "-wmo"]
    else:
        args += ["-typecheck"]
    return swiftc(args + paths, folder)


def uses_testing(text):
    return bool(re.search(r"@Test\b|@Suite\b|#expect|#require|import Testing", text))


def main():
    pages = sorted(glob.glob(os.path.join(ROOT, "Documentation", "*.md")))
    pages += sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))
    if ONLY:
        pages = [p for p in pages if any(p.endswith(o) for o in ONLY)]
    os.makedirs(WORK, exist_ok=True)
    failed, ios_jobs, total = False, {}, 0
    for page in pages:
        errors = []
        d, imports, files, pkg, used = page_files(page, errors)
        with_files = []
        for w in d["with"]:
            target = os.path.normpath(os.path.join(os.path.dirname(page), w))
            if os.path.exists(target):
                _, _, _, wpkg, _ = page_files(target, [])
                for (kind, _), bs in wpkg.items():
                    if kind == "Sources":
                        with_files += [b.text + "\n" for b in bs]
        if not files and not pkg:
            if errors:
                print("\n".join(errors))
                failed = True
            continue
        name = re.sub(r"\W", "_", rel(page)[:-3])
        page_ui = d["header_ui"]
        ui = [b for b in files if page_ui or APPLE_UI.search(b.text)]
        page_ui = page_ui or (bool(ui) and len(ui) == len(files))
        if not page_ui:
            imports = [l for l in imports if not APPLE_UI.search(l)]
        linux = [b for b in files if b not in ui]
        pkg_sources = [located(b) for (k, _), bs in pkg.items() if k == "Sources" for b in bs]
        n_linux = len(linux) + sum(len(v) for v in pkg.values())
        total += len(files) + sum(len(v) for v in pkg.values())
        settings = [("default", [])] + ([("Xcode 26", XCODE26)] if d["xcode26"] else [])
        if ui:
            # The page's UIKit/SwiftUI blocks with what they use of the page: its other blocks (test
            # code aside: no Swift Testing in the iOS SDK), its package's Sources, the pages it names.
            version = d["ios"] or package_ios_minimum()
            folder = os.path.join(WORK, "ios", name)
            os.makedirs(folder, exist_ok=True)
            ios_imports = [l for l in imports if "Testing" not in l]
            ios_used = set()
            texts = [render(b, ios_imports, ios_used, 0) for b in files if b in ui or not uses_testing(b.text)]
            texts += pkg_sources + with_files + [BUNDLE_STUB]
            for i, text in enumerate(texts):
                open(os.path.join(folder, f"block{i:02d}.swift"), "w", encoding="utf-8").write(text)
            ios_jobs.setdefault(version, []).append((name, folder, page, len(ui)))
        out = ""
        if n_linux:
            rendered = [render(b, imports, used, 0) for b in linux]
            rendered += with_files + [BUNDLE_STUB]
            for label, flags in settings:
                # A package page (Getting started): Sources modules first, then the Tests modules.
                for kind, module in [(k, m) for (k, m) in pkg if k == "Sources"]:
                    texts = [located(b) for b in pkg[(kind, module)]] + [BUNDLE_STUB]
                    rc, log = compile_linux(module, texts, flags, emit=True)
                    out += log if rc else ""
                for kind, module in [(k, m) for (k, m) in pkg if k == "Tests"]:
                    texts = [located(b) for b in pkg[(kind, module)]]
                    rc, log = compile_linux(name + "_" + module, texts, flags)
                    out += log if rc else ""
                if linux:
                    rc, log = compile_linux(name, rendered, flags)
                    out += log if rc else ""
                if out:
                    errors.append(f"{rel(page)} ({label} settings): does not compile:\n" + "\n".join(
                        l for l in out.split("\n") if ": error:" in l) + "\n")
                    out = ""
            status = "FAILED" if errors else "ok"
            print(f"{status}: {rel(page)}: {n_linux} blocks, Linux, {', '.join(l for l, _ in settings)} settings")
        if errors:
            print("\n".join(errors))
            failed = True
    # iOS: one apple-check run per iOS version, every page of that version a module of its own.
    tool = os.path.normpath(os.path.join(ROOT, "..", "shared", "tools", "apple-check", "check"))
    for version, jobs in sorted(ios_jobs.items()):
        if not os.path.exists(tool):
            print(f"skipped (no {tool}): " + ", ".join(rel(p) for _, _, p, _ in jobs))
            continue
        env = dict(os.environ, TARGET=f"arm64-apple-ios{version}.0")
        args = ["bash", tool, ROOT] + [f"{n}:{f}" for n, f, _, _ in jobs]
        r = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True)
        last = (r.stdout.strip().split("\n") or [""])[-1]
        for _, _, page, n in jobs:
            print(f"{'ok' if r.returncode == 0 else 'skipped' if r.returncode == 3 else 'FAILED'}: {rel(page)}: {n} blocks, iOS {version} (apple-check)")
        if r.returncode == 3:
            continue
        if r.returncode != 0:
            print(r.stdout[-6000:])
            failed = True
        else:
            print(last)
    print(f"doc-blocks: {total} blocks in {len(pages)} pages: {'FAILED' if failed else 'all compile'}")
    sys.exit(1 if failed else 0)


main()
