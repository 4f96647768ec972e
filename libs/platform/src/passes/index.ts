export { PendingWork, renewingWhile } from './pending-work';
