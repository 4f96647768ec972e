import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import { hostGrpcService, type EventBus, type HostedService, type Logger } from '@downbeat/platform';

export interface ReportingOptions {
  address: string;
  logger: Logger;
  bus: EventBus;
}

/**
 * Starts the reporting service: analytics events and usage reports published for data teams. Its RPCs answer UNIMPLEMENTED until
 * that capability lands; health already reflects the systems it depends on.
 */
export async function startReportingService(options: ReportingOptions): Promise<HostedService> {
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.reporting.v1.ReportingService',
        definition: loadProtos().downbeat.reporting.v1.ReportingService.service,
        implementation: {},
      },
    ],
    dependencies: [{ name: 'events', isHealthy: () => options.bus.isHealthy() }],
  });
}
