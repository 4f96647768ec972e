export { PendingWork, renewingWhile } from './pending-work';
export { GroupCommit, type GroupLimits } from './group-commit';
