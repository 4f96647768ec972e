export { startAccountsService, type AccountsOptions } from './service';
