export * from './account';
export * from './auth';
export * from './common';
export * from './friends';
export * from './routes';
