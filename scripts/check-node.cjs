/*
 * The first thing every entry point runs (npm start, npm test, npm run dev, npx siwes...): on a
 * Node that cannot run the project it prints one line (the version found, the versions needed,
 * where the README says what to do) and exits 1, instead of a stack trace from deep inside.
 *
 * Plain CommonJS with nothing newer than old Nodes understand, so it runs on the very Node it
 * has to turn away. The lines below are the project's Node support (docs/decisions/009-node-versions.md).
 */
'use strict';

/** Each supported release line and the first version of it that runs everything here. */
var SUPPORTED = [
  { major: 22, minor: 22, patch: 2 },
  { major: 24, minor: 15, patch: 0 },
  // 26 and every later release.
  { major: 26, minor: 0, patch: 0, andLater: true },
];

var README_SECTION = 'README.md, section "Requirements"';

function parse(version) {
  var parts = String(version).replace(/^v/, '').split('.');
  return { major: Number(parts[0]), minor: Number(parts[1] || 0), patch: Number(parts[2] || 0) };
}

function atLeast(v, line) {
  if (v.minor !== line.minor) return v.minor > line.minor;
  return v.patch >= line.patch;
}

function isSupported(version) {
  var v = parse(version);
  for (var i = 0; i < SUPPORTED.length; i++) {
    var line = SUPPORTED[i];
    if (line.andLater && v.major > line.major) return true;
    if (v.major === line.major && atLeast(v, line)) return true;
  }
  return false;
}

function needed() {
  return 'Node 24 (24.15 or newer), 26 or newer, or 22 (22.22.2 or newer)';
}

/** The one line for an unsupported Node, or null when `version` is fine. */
function problem(version) {
  if (isSupported(version)) return null;
  return (
    'This is Node ' +
    String(version).replace(/^v?/, 'v') +
    '; the SIWES portal needs ' +
    needed() +
    '. Follow ' +
    README_SECTION +
    '.'
  );
}

/** Exits with the one line when this Node cannot run the project. */
function requireSupportedNode() {
  var line = problem(process.versions.node);
  if (line) {
    process.stderr.write(line + '\n');
    process.exit(1);
  }
}

module.exports = { isSupported: isSupported, problem: problem, requireSupportedNode: requireSupportedNode };

if (require.main === module) requireSupportedNode();
