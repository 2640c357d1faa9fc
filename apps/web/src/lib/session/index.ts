// The signed-in session (spec section 4) for the whole app.
export * from './auth-api';
export * from './session-controller';
export * from './SessionProvider';
export * from './storage';
export * from './user-data';
export * from './sign-out-note';
export * from './first-visit';
