export * from './account';
export * from './auth';
export * from './common';
export * from './conversation';
export * from './friends';
export * from './routes';
export * from './vocabulary';
