// Every table of the application, one file per resource. Repositories import from here.
export * from './users';
export * from './accounts';
export * from './images';
export * from './products';
export * from './generated-images';
export * from './shares';
export * from './jobs';
export * from './subscriptions';
export * from './infographics';
export * from './shadow-presets';
export * from './billing';
export * from './public-api';
export * from './privacy';
export * from './inspirations';
