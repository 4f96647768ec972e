export { describeWith, locatedInfrastructure } from './describe-with';
export { findInfrastructure, infraRequired, isReachable, type Infrastructure, type SystemName } from './infrastructure';
export { waitFor } from './wait-for';
