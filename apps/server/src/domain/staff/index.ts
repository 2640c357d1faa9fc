// The staff domain: console accounts, their second factor and sessions, the audit log and approvals.
export * from './approvals';
export * from './audit';
export * from './home';
export * from './members';
export * from './mfa';
export * from './sessions';
export * from './totp';
export * from './challenge';
export * from './server-keys';
