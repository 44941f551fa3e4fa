export * from './routes.ts';
export * from './client.ts';
