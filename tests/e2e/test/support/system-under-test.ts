/** What the shared checks need to know about a running Downbeat, in either mode. */
export interface SystemUnderTest {
  baseUrl: string;
  /** The demo partner's credentials. */
  accessKeyId: string;
  accessKeySecret: string;
  /** Where the accounts admin gRPC API listens (to create partners and settings). */
  accountsAddress: string;
  /** The accounts service's signing key directory (to mint expired and foreign-partner tokens). */
  keysDir: string;
}

export type SystemContext = () => SystemUnderTest;
