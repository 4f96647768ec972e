"""The manifest check fails on manifests that break a rule, so a green check means something.

Each fixture under fixtures/bad/ is fixtures/good/ with one defect; the check must report exactly
that rule, and the good fixture must pass. Runs kustomize (KUSTOMIZE, set by scripts/check-manifests):
  KUSTOMIZE=... python -m unittest discover -s k8s/check
"""
import io
import os
import re
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_manifests  # noqa: E402
from check_manifests import SchemaCheck, Target, check_target  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
KUSTOMIZE = os.environ.get('KUSTOMIZE') or shutil.which('kustomize')


def rules_reported(fixture: str):
    outcome = check_target(KUSTOMIZE, ROOT, Target(f'k8s/check/fixtures/{fixture}'),
                           SchemaCheck(check_manifests.KUBERNETES_VERSIONS))
    return outcome, sorted({re.search(r'\[(\w[\w-]*)', p).group(1) for p in outcome.problems})


@unittest.skipUnless(KUSTOMIZE, 'needs kustomize (KUSTOMIZE or on PATH)')
class FixturesTest(unittest.TestCase):
    def test_the_good_fixture_passes_every_rule(self):
        outcome, rules = rules_reported('good')
        self.assertEqual(outcome.problems, [])
        self.assertEqual(outcome.objects, 3)

    def test_each_defect_is_reported_by_its_rule(self):
        expected = {
            'no-probes': ['probes'],
            'latest-tag': ['image-tag'],
            'untagged': ['image-tag'],
            'no-limits': ['resources'],
            'root': ['non-root'],
            'writable-root': ['read-only-root'],
            'no-pdb': ['pdb'],
            'replicas-under-hpa': ['autoscaler'],
            'unknown-field': ['schema'],
            'unknown-kind': ['schema'],
            'scaledobject-orphan': ['autoscaler'],
        }
        self.assertEqual(sorted(expected), sorted(os.listdir(os.path.join(HERE, 'fixtures', 'bad'))),
                         'every bad fixture has an expectation here')
        for fixture, rules in expected.items():
            with self.subTest(fixture=fixture):
                outcome, reported = rules_reported(f'bad/{fixture}')
                self.assertEqual(reported, rules, outcome.problems)

    def test_messages_name_the_object_the_container_and_the_rule(self):
        outcome, _ = rules_reported('bad/no-probes')
        self.assertEqual(outcome.problems,
                         ['Deployment/chorus container server: [probes] no readinessProbe and no livenessProbe'])
        outcome, _ = rules_reported('bad/latest-tag')
        self.assertEqual(outcome.problems, ['Deployment/chorus container server: [image-tag] image '
                                            'registry.example.com/chorus:latest uses the latest tag'])

    def test_a_strict_schema_error_names_the_field(self):
        outcome, _ = rules_reported('bad/unknown-field')
        self.assertTrue(outcome.problems)
        self.assertTrue(all('readinesProbe' in p for p in outcome.problems), outcome.problems)

    def test_custom_resources_are_listed_not_schema_checked(self):
        outcome, _ = rules_reported('bad/scaledobject-orphan')
        self.assertEqual(outcome.custom, ['ScaledObject/verse (keda.sh/v1alpha1, KEDA)'])

    def test_a_broken_kustomization_fails_the_run(self):
        scratch = tempfile.mkdtemp(prefix='downbeat-k8s-check-test-')
        try:
            for part in ('overlays/ok', 'overlays/broken', 'components', 'base'):
                os.makedirs(os.path.join(scratch, 'k8s', part))
            shutil.copytree(os.path.join(HERE, 'fixtures', 'good'), os.path.join(scratch, 'k8s', 'overlays', 'ok'),
                            dirs_exist_ok=True)
            with open(os.path.join(scratch, 'k8s', 'overlays', 'broken', 'kustomization.yaml'), 'w') as f:
                f.write('apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n'
                        'resources:\n  - missing.yaml\n')
            out = io.StringIO()
            self.assertEqual(check_manifests.run(KUSTOMIZE, scratch, out=out), 1)
            self.assertIn('✗ k8s/overlays/broken: 1 problem(s)', out.getvalue())
            self.assertIn('✓ k8s/overlays/ok: 3 objects', out.getvalue())
        finally:
            shutil.rmtree(scratch)


if __name__ == '__main__':
    unittest.main()
