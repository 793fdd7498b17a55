export * from './types';
export * from './manifest';
export * from './params';
export * from './landing';
export * from './href';
export * from './match';
export * from './meta';
export * from './card';
