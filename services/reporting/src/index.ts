export { startReportingService, type ReportingOptions } from './service';
