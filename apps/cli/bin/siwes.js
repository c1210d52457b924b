#!/usr/bin/env node
// Node 24 strips the types of the TypeScript source (it lives outside node_modules).
import '../src/main.ts';
