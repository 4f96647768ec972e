export { describeWith, locatedInfrastructure } from './describe-with';
export { findInfrastructure, infraRequired, isReachable, type Infrastructure, type SystemName } from './infrastructure';
export { waitFor } from './wait-for';
export { freePort, freePortRange } from './processes/ports';
export { processRunning } from './processes/process-running';
export { LOG_DIR, REPO_ROOT, ServiceProcess } from './processes/service-process';
export { silentServer, TcpSwitch } from './tcp-switch';
export { logLines } from './log-lines';
