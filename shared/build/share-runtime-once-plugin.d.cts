import type { Compiler } from 'webpack';

export declare class ShareRuntimeOncePlugin {
  apply(compiler: Compiler): void;
}
