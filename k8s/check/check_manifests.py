"""Builds every kustomization under k8s/ and checks what it would apply.

Targets, found on disk so a new one is never left out:
  - every overlay (k8s/overlays/*), with every rule of policy.py;
  - every opt-in component (k8s/components/*) that no overlay includes, built on top of the local
    overlay in a temporary kustomization, with every rule (so KEDA's ScaledObject is checked too);
  - the base and each service base (k8s/base, k8s/base/*), which are not applied as they are: every
    rule but image-tag (an overlay sets the tag).
Each built object is validated strictly (no unknown fields) against the Kubernetes schemas that
kubernetes-validate ships, for every version in KUBERNETES_VERSIONS. Custom resources of the groups
in CUSTOM_RESOURCE_GROUPS have no such schema: they are listed as not schema-checked and still go
through the policy rules; an object of any other kind without a schema fails (a typo in a core
kind's apiVersion must not pass unvalidated).

Usage: python check_manifests.py --kustomize PATH [--root REPO]   (scripts/check-manifests runs it)
Exit status 0 when every target builds, validates and follows the rules; 1 otherwise.
"""
import argparse
import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

import kubernetes_validate
import kubernetes_validate.utils
import yaml
from kubernetes_validate.utils import SchemaNotFoundError, ValidationError

# kubernetes-validate parses a schema file (the 1.2 MB definitions among them) on every object it
# validates; the files never change during a run, so each is parsed once. (Read-only use: jsonschema
# does not modify the schemas it is given.)
_parse_schema = kubernetes_validate.utils.schema_contents
kubernetes_validate.utils.schema_contents = functools.lru_cache(maxsize=None)(_parse_schema)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import policy  # noqa: E402

# k8s/README.md: Kubernetes 1.30 or newer. The oldest we support and the newest the schemas cover.
KUBERNETES_VERSIONS = tuple(os.environ.get('K8S_VERSIONS', '1.30.0 1.37.0').split())
# API groups of custom resources our components may carry; their objects skip schema validation.
CUSTOM_RESOURCE_GROUPS = {
    'keda.sh': 'KEDA',
    'monitoring.coreos.com': 'Prometheus Operator',
}
COMPONENT_BASE = 'k8s/overlays/local'


@dataclass
class Target:
    path: str  # the kustomization directory, relative to the repository root
    skip: Tuple[str, ...] = ()
    components: Tuple[str, ...] = ()  # built as COMPONENT_BASE + these components

    @property
    def label(self) -> str:
        return f'{COMPONENT_BASE} + {", ".join(self.components)}' if self.components else self.path


@dataclass
class Outcome:
    objects: int = 0
    custom: List[str] = field(default_factory=list)
    problems: List[str] = field(default_factory=list)


def _kind_of(path: str) -> Optional[str]:
    file = os.path.join(path, 'kustomization.yaml')
    if not os.path.isfile(file):
        return None
    with open(file, encoding='utf-8') as f:
        return (yaml.safe_load(f) or {}).get('kind', 'Kustomization')


def _listed_components(root: str, overlay: str) -> List[str]:
    with open(os.path.join(root, overlay, 'kustomization.yaml'), encoding='utf-8') as f:
        listed = (yaml.safe_load(f) or {}).get('components') or []
    return [os.path.normpath(os.path.join(overlay, c)) for c in listed]


def find_targets(root: str) -> List[Target]:
    def dirs(parent: str) -> List[str]:
        full = os.path.join(root, parent)
        return sorted(os.path.join(parent, d) for d in os.listdir(full) if os.path.isdir(os.path.join(full, d)))

    overlays = [d for d in dirs('k8s/overlays') if _kind_of(os.path.join(root, d)) == 'Kustomization']
    included = {c for overlay in overlays for c in _listed_components(root, overlay)}
    opt_in = [d for d in dirs('k8s/components')
              if _kind_of(os.path.join(root, d)) == 'Component' and d not in included]
    bases = ['k8s/base'] + [d for d in dirs('k8s/base') if _kind_of(os.path.join(root, d)) == 'Kustomization']
    return ([Target(o) for o in overlays] + [Target(COMPONENT_BASE, components=(c,)) for c in opt_in]
            + [Target(b, skip=('image-tag',)) for b in bases])


def build(kustomize: str, root: str, target: Target) -> Tuple[Optional[str], str]:
    """kustomize build's output, or None and the error."""
    if not target.components:
        done = subprocess.run([kustomize, 'build', os.path.join(root, target.path)], capture_output=True, text=True)
        return (done.stdout, '') if done.returncode == 0 else (None, done.stderr.strip())
    # kustomize takes only relative paths to other kustomizations: a temporary one beside the system's.
    scratch = tempfile.mkdtemp(prefix='downbeat-k8s-check-')
    try:
        rel = lambda p: os.path.relpath(os.path.join(root, p), scratch)  # noqa: E731
        with open(os.path.join(scratch, 'kustomization.yaml'), 'w', encoding='utf-8') as f:
            yaml.safe_dump({'apiVersion': 'kustomize.config.k8s.io/v1beta1', 'kind': 'Kustomization',
                            'resources': [rel(target.path)], 'components': [rel(c) for c in target.components]}, f)
        done = subprocess.run([kustomize, 'build', scratch], capture_output=True, text=True)
        return (done.stdout, '') if done.returncode == 0 else (None, done.stderr.strip())
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _where(obj: dict) -> str:
    return f'{obj.get("kind", "?")}/{obj.get("metadata", {}).get("name", "?")}'


class SchemaCheck:
    """Strict validation, once per distinct object and version (the bases repeat the overlays' objects)."""

    def __init__(self, versions: Tuple[str, ...]):
        self.versions = versions
        self.seen: Dict[Tuple[str, str], Optional[str]] = {}

    def problems(self, obj: dict) -> List[str]:
        digest = hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()
        found = []
        for version in self.versions:
            key = (digest, version)
            if key not in self.seen:
                self.seen[key] = self._validate(obj, version)
            if self.seen[key]:
                found.append(self.seen[key])
        return found

    @staticmethod
    def _validate(obj: dict, version: str) -> Optional[str]:
        try:
            kubernetes_validate.validate(obj, version, strict=True)
            return None
        except ValidationError as error:
            path = '.'.join(str(p) for p in error.path) or '(top)'
            return f'{_where(obj)}: [schema {error.version}] {path}: {error.message}'
        except SchemaNotFoundError:
            return (f'{_where(obj)}: [schema {version}] no Kubernetes schema for {obj.get("apiVersion")} '
                    f'{obj.get("kind")} (a typo, or a custom resource whose group belongs in '
                    f'CUSTOM_RESOURCE_GROUPS of k8s/check/check_manifests.py)')


def check_target(kustomize: str, root: str, target: Target, schemas: SchemaCheck,
                 built: Optional[Tuple[Optional[str], str]] = None) -> Outcome:
    outcome = Outcome()
    output, error = built if built is not None else build(kustomize, root, target)
    if output is None:
        outcome.problems.append(f'[build] kustomize build failed: {error}')
        return outcome
    objects = [o for o in yaml.safe_load_all(output) if o]
    outcome.objects = len(objects)
    for obj in objects:
        group = obj.get('apiVersion', '').split('/')[0] if '/' in obj.get('apiVersion', '') else ''
        if group in CUSTOM_RESOURCE_GROUPS:
            outcome.custom.append(f'{_where(obj)} ({obj["apiVersion"]}, {CUSTOM_RESOURCE_GROUPS[group]})')
            continue
        outcome.problems.extend(schemas.problems(obj))
    outcome.problems.extend(str(v) for v in policy.check(objects, skip=target.skip))
    return outcome


def run(kustomize: str, root: str, out=sys.stdout) -> int:
    started = time.monotonic()
    schemas = SchemaCheck(KUBERNETES_VERSIONS)
    versions = ' and '.join(v.rsplit('.', 1)[0] if v.count('.') == 2 else v for v in KUBERNETES_VERSIONS)
    failed = 0
    targets = find_targets(root)
    # The builds are separate processes: run a few at once, then check their output in order.
    with ThreadPoolExecutor(max_workers=4) as pool:
        builds = list(pool.map(lambda target: build(kustomize, root, target), targets))
    for target, built in zip(targets, builds):
        outcome = check_target(kustomize, root, target, schemas, built)
        skipped = f'; rules skipped: {", ".join(target.skip)}' if target.skip else ''
        if outcome.problems:
            failed += 1
            print(f'✗ {target.label}: {len(outcome.problems)} problem(s){skipped}', file=out)
            for problem in outcome.problems:
                print(f'    {problem}', file=out)
        else:
            summary = f'{outcome.objects} objects, strict schemas {versions}, policy{skipped}'
            print(f'✓ {target.label}: {summary}', file=out)
        for custom in outcome.custom:
            print(f'    not schema-checked (custom resource): {custom}', file=out)
    seconds = time.monotonic() - started
    print(f'{len(targets) - failed} of {len(targets)} kustomizations pass ({seconds:.1f} s)', file=out)
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--kustomize', required=True, help='the kustomize binary')
    parser.add_argument('--root', default=os.path.normpath(os.path.join(os.path.dirname(__file__), '..', '..')),
                        help='the repository root (default: this file\'s)')
    args = parser.parse_args()
    return run(args.kustomize, os.path.abspath(args.root))


if __name__ == '__main__':
    sys.exit(main())
