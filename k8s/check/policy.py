"""Our own rules for the objects kustomize builds, beyond what the Kubernetes schemas require.

Each rule looks at the built objects of one kustomization and returns violations naming the
object, the container where there is one, and the rule. Plain values in, plain values out: no
files, no processes (check_manifests.py does those).
"""
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, List, Optional

# Kinds whose pods we run; each carries a pod template at spec.template.
WORKLOAD_KINDS = ('Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet')
CPU_AND_MEMORY = ('cpu', 'memory')


@dataclass(frozen=True)
class Violation:
    rule: str
    kind: str
    name: str
    message: str
    container: Optional[str] = None

    def __str__(self) -> str:
        where = f'{self.kind}/{self.name}'
        if self.container:
            where += f' container {self.container}'
        return f'{where}: [{self.rule}] {self.message}'


def _workloads(objects: Iterable[dict]) -> List[dict]:
    return [o for o in objects if o.get('kind') in WORKLOAD_KINDS]


def _name(obj: dict) -> str:
    return obj.get('metadata', {}).get('name', '?')


def _pod_spec(workload: dict) -> dict:
    return workload.get('spec', {}).get('template', {}).get('spec', {}) or {}


def _containers(workload: dict) -> List[dict]:
    return _pod_spec(workload).get('containers', []) or []


def _violation(rule: str, workload: dict, message: str, container: Optional[dict] = None) -> Violation:
    return Violation(rule, workload.get('kind', '?'), _name(workload), message,
                     container.get('name', '?') if container is not None else None)


def probes(objects: List[dict]) -> List[Violation]:
    """Every container has a readiness and a liveness probe (init containers excepted)."""
    found = []
    for workload in _workloads(objects):
        for container in _containers(workload):
            missing = [p for p in ('readinessProbe', 'livenessProbe') if not container.get(p)]
            if missing:
                found.append(_violation('probes', workload, 'no ' + ' and no '.join(missing), container))
    return found


def resources(objects: List[dict]) -> List[Violation]:
    """Every container requests and is limited in CPU and memory."""
    found = []
    for workload in _workloads(objects):
        for container in _containers(workload):
            declared = container.get('resources', {}) or {}
            missing = [f'{part}.{resource}' for part in ('requests', 'limits') for resource in CPU_AND_MEMORY
                       if not (declared.get(part) or {}).get(resource)]
            if missing:
                found.append(_violation('resources', workload, 'missing resources ' + ', '.join(missing), container))
    return found


def non_root(objects: List[dict]) -> List[Violation]:
    """Every container runs as non-root: runAsNonRoot true (its own or the pod's), never user 0."""
    found = []
    for workload in _workloads(objects):
        pod = _pod_spec(workload).get('securityContext', {}) or {}
        for container in _containers(workload):
            own = container.get('securityContext', {}) or {}
            non_root_flag = own.get('runAsNonRoot', pod.get('runAsNonRoot'))
            user = own.get('runAsUser', pod.get('runAsUser'))
            if non_root_flag is not True:
                found.append(_violation('non-root', workload, 'runAsNonRoot is not true (container or pod)', container))
            elif user == 0:
                found.append(_violation('non-root', workload, 'runAsUser is 0 (root)', container))
    return found


def read_only_root(objects: List[dict]) -> List[Violation]:
    """Every container's root filesystem is read-only (writable paths are volumes)."""
    found = []
    for workload in _workloads(objects):
        for container in _containers(workload):
            if (container.get('securityContext', {}) or {}).get('readOnlyRootFilesystem') is not True:
                found.append(_violation('read-only-root', workload,
                                        'securityContext.readOnlyRootFilesystem is not true', container))
    return found


def image_tags(objects: List[dict]) -> List[Violation]:
    """Every image names a tag or digest, and the tag is not `latest` (no tag means latest)."""
    found = []
    for workload in _workloads(objects):
        pod = _pod_spec(workload)
        for container in (pod.get('initContainers') or []) + _containers(workload):
            image = container.get('image')
            if not image:
                found.append(_violation('image-tag', workload, 'no image', container))
                continue
            if '@' in image:
                continue  # pinned by digest
            last = image.rsplit('/', 1)[-1]
            tag = last.split(':', 1)[1] if ':' in last else None
            if tag is None:
                found.append(_violation('image-tag', workload, f'image {image} has no tag (means latest)', container))
            elif tag == 'latest':
                found.append(_violation('image-tag', workload, f'image {image} uses the latest tag', container))
    return found


def _selects(selector: dict, labels: Dict[str, str]) -> bool:
    """A label selector (matchLabels, matchExpressions In/NotIn/Exists/DoesNotExist) against labels."""
    if not selector:
        return False  # an empty PDB selector matches nothing useful here
    for key, value in (selector.get('matchLabels') or {}).items():
        if labels.get(key) != value:
            return False
    for expression in selector.get('matchExpressions') or []:
        key, operator, values = expression.get('key'), expression.get('operator'), expression.get('values') or []
        if operator == 'In' and labels.get(key) not in values:
            return False
        if operator == 'NotIn' and labels.get(key) in values:
            return False
        if operator == 'Exists' and key not in labels:
            return False
        if operator == 'DoesNotExist' and key in labels:
            return False
    return True


def disruption_budgets(objects: List[dict]) -> List[Violation]:
    """Every Deployment's pods are covered by exactly one PodDisruptionBudget in the same namespace."""
    budgets = [o for o in objects if o.get('kind') == 'PodDisruptionBudget']
    found = []
    for workload in (o for o in objects if o.get('kind') == 'Deployment'):
        namespace = workload.get('metadata', {}).get('namespace')
        labels = workload.get('spec', {}).get('template', {}).get('metadata', {}).get('labels', {}) or {}
        covering = [b for b in budgets if b.get('metadata', {}).get('namespace') == namespace
                    and _selects(b.get('spec', {}).get('selector') or {}, labels)]
        if not covering:
            found.append(_violation('pdb', workload, 'no PodDisruptionBudget selects its pods'))
        elif len(covering) > 1:
            # Kubernetes refuses to evict a pod that more than one budget selects.
            names = ', '.join(_name(b) for b in covering)
            found.append(_violation('pdb', workload, f'more than one PodDisruptionBudget selects its pods: {names}'))
    return found


def _autoscaler_target(obj: dict) -> Optional[str]:
    """The Deployment an HPA or a KEDA ScaledObject scales (KEDA's scaleTargetRef.kind defaults to it)."""
    if obj.get('kind') not in ('HorizontalPodAutoscaler', 'ScaledObject'):
        return None
    target = obj.get('spec', {}).get('scaleTargetRef', {}) or {}
    return target.get('name') if target.get('kind', 'Deployment') == 'Deployment' else None


def autoscalers(objects: List[dict]) -> List[Violation]:
    """An autoscaler's Deployment exists, has no `replicas` (applying would fight the autoscaler),
    and has no second autoscaler."""
    deployments = {_name(o): o for o in objects if o.get('kind') == 'Deployment'}
    by_target: Dict[str, List[dict]] = {}
    found = []
    for scaler in objects:
        target = _autoscaler_target(scaler)
        if target is None:
            continue
        by_target.setdefault(target, []).append(scaler)
        if target not in deployments:
            found.append(_violation('autoscaler', scaler, f'scales Deployment {target}, which is not in the build'))
        elif 'replicas' in deployments[target].get('spec', {}):
            found.append(_violation('autoscaler', deployments[target],
                                    f'sets replicas although {scaler["kind"]}/{_name(scaler)} owns the count'))
    for target, scalers in by_target.items():
        if len(scalers) > 1:
            names = ', '.join(f'{s["kind"]}/{_name(s)}' for s in scalers)
            found.append(Violation('autoscaler', 'Deployment', target, f'more than one autoscaler: {names}'))
    return found


RULES: Dict[str, Callable[[List[dict]], List[Violation]]] = {
    'probes': probes,
    'resources': resources,
    'non-root': non_root,
    'read-only-root': read_only_root,
    'image-tag': image_tags,
    'pdb': disruption_budgets,
    'autoscaler': autoscalers,
}


def check(objects: List[dict], skip: Iterable[str] = ()) -> List[Violation]:
    """Every rule but those in `skip` over one build's objects."""
    unknown = set(skip) - set(RULES)
    if unknown:
        raise ValueError(f'unknown rules to skip: {", ".join(sorted(unknown))}')
    return [v for name, rule in RULES.items() if name not in skip for v in rule(objects)]
