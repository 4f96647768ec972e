import { makeClientConstructor, type Client, type ServiceError } from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import { clientChannelOptions, insecure } from './client';

const HealthClient = makeClientConstructor(healthService as never, 'grpc.health.v1.Health');

export type HealthVerdict = 'SERVING' | 'NOT_SERVING' | 'UNREACHABLE';

/** Asks a peer's grpc.health.v1 service how it is; anything but an answer is UNREACHABLE. */
export class HealthChecker {
  private readonly client: Client & {
    check(
      request: { service: string },
      options: { deadline: Date },
      done: (error: ServiceError | null, response?: { status: string }) => void,
    ): void;
  };

  constructor(address: string) {
    this.client = new HealthClient(address, insecure(), clientChannelOptions) as never;
  }

  check(service = '', deadlineMs = 500): Promise<HealthVerdict> {
    return new Promise((resolve) => {
      this.client.check({ service }, { deadline: new Date(Date.now() + deadlineMs) }, (error, response) => {
        if (error || !response) resolve('UNREACHABLE');
        else resolve(response.status === 'SERVING' ? 'SERVING' : 'NOT_SERVING');
      });
    });
  }

  close(): void {
    this.client.close();
  }
}
