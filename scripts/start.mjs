// `npm start`: install the packages when they are missing or stale, build the web app and the API server when
// their sources changed, then run the compiled server (plain JavaScript, no TypeScript loader: ADR 37), which
// serves the app at /licensing, the media at /media and the API at /api from one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bootstrap } from './bootstrap.mjs';
import { apiMain, buildApi, buildWeb } from './build-app.mjs';

// A fresh clone: the packages installed as locked, and this script on the project's Node 24.
bootstrap();

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const appUrl = `http://localhost:${port}/licensing`;

buildWeb();
buildApi();

// One child, on this Node, running the compiled server: @clipmarket/core is compiled into it from source
// (ADR 3), so no loader and no `source` condition at run time. Its source maps make stack traces name the
// TypeScript files.
const server = spawn(
  process.execPath,
  // Settings from a .env file when there is one (`cp .env.example .env`); the environment wins over it.
  ['--enable-source-maps', '--env-file-if-exists=.env', apiMain],
  // The IPC channel carries one message: the server is listening. Polling a URL instead could be answered by
  // another process already holding the port.
  { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: process.env },
);

server.on('message', (message) => {
  if (message && message.type === 'listening') console.info(`\nClipmarket is running at ${appUrl}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

// `kill <npm's pid>` stops npm and its shell but not this script, which would leave the server holding
// the port; a changed parent means nobody is watching any more.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null) server.kill('SIGTERM');
}, 1000).unref();

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
