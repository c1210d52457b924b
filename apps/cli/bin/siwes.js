#!/usr/bin/env node
// First the Node check (plain JavaScript, so an old Node can run it and say what to do), then the
// command itself: TypeScript, whose types Node strips (it lives outside node_modules).
import node from '../../../scripts/check-node.cjs';

node.requireSupportedNode();
await import('../src/main.ts');
