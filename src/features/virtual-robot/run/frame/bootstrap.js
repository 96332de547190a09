/*
 * The first script of a "Run in the page" frame (a sandboxed srcdoc iframe: opaque origin, scripts only). It runs
 * before roslib and the program, as an inline script the site's CSP allows by its hash (config/csp.ts). It
 *  - relays console.log/info/warn/error/debug and uncaught errors to the page that made the frame;
 *  - replaces WebSocket with a stand-in whose traffic goes to that page over postMessage, where the virtual
 *    QTrobot answers as a rosbridge v2 endpoint: the program's `ws://…:9091` address reaches the virtual robot.
 * Messages go only to the parent's origin (named by the page in the frame's <meta name="qtdocs-parent-origin">),
 * and only the parent window's messages are read. Plain ES2017, not bundled: the build hashes this exact text.
 */
(function () {
  'use strict';
  var CHANNEL = 'qtdocs-run';
  var MAX_TEXT = 4000;
  var meta = document.querySelector('meta[name="qtdocs-parent-origin"]');
  var parentOrigin = meta ? meta.getAttribute('content') : '';
  var post = function (message) {
    message.channel = CHANNEL;
    try {
      window.parent.postMessage(message, parentOrigin);
    } catch (_error) {
      // The frame outlived its page: nobody is listening.
    }
  };

  var describe = function (value) {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (value instanceof Event) return '[' + value.type + ' event]';
    try {
      var json = JSON.stringify(value);
      return json === undefined ? String(value) : json;
    } catch (_error) {
      return String(value);
    }
  };
  var text = function (values) {
    var joined = Array.prototype.map.call(values, describe).join(' ');
    return joined.length > MAX_TEXT ? joined.slice(0, MAX_TEXT) + '…' : joined;
  };

  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      post({kind: 'console', level: level === 'debug' ? 'log' : level, text: text(arguments)});
      return original.apply(console, arguments);
    };
  });
  window.addEventListener('error', function (event) {
    var where = event.lineno ? ' (line ' + event.lineno + ')' : '';
    post({kind: 'console', level: 'error', text: 'Uncaught ' + (event.error ? describe(event.error) : event.message) + where});
  });
  window.addEventListener('unhandledrejection', function (event) {
    post({kind: 'console', level: 'error', text: 'Uncaught (in promise) ' + describe(event.reason)});
  });

  var sockets = new Map();
  var nextId = 1;

  /** The part of the WebSocket API that roslib and the docs' programs use. */
  class VirtualSocket extends EventTarget {
    constructor(url) {
      super();
      this.url = String(url);
      this.readyState = VirtualSocket.CONNECTING;
      this.binaryType = 'blob';
      this.protocol = '';
      this.extensions = '';
      this.bufferedAmount = 0;
      this.onopen = null;
      this.onmessage = null;
      this.onerror = null;
      this.onclose = null;
      this.id = nextId++;
      sockets.set(this.id, this);
      post({kind: 'open', socket: this.id, url: this.url});
    }
    send(data) {
      if (this.readyState === VirtualSocket.CONNECTING) throw new DOMException('Still in CONNECTING state.', 'InvalidStateError');
      if (this.readyState !== VirtualSocket.OPEN) return;
      post({kind: 'send', socket: this.id, data: String(data)});
    }
    close() {
      if (this.readyState === VirtualSocket.CLOSING || this.readyState === VirtualSocket.CLOSED) return;
      post({kind: 'close', socket: this.id});
      this._closed(1000);
    }
    _fire(event) {
      var handler = this['on' + event.type];
      if (typeof handler === 'function') handler.call(this, event);
      this.dispatchEvent(event);
    }
    _opened() {
      if (this.readyState !== VirtualSocket.CONNECTING) return;
      this.readyState = VirtualSocket.OPEN;
      this._fire(new Event('open'));
    }
    _closed(code) {
      if (this.readyState === VirtualSocket.CLOSED) return;
      sockets.delete(this.id);
      this.readyState = VirtualSocket.CLOSED;
      this._fire(new CloseEvent('close', {code: code, wasClean: code === 1000}));
    }
  }
  VirtualSocket.CONNECTING = 0;
  VirtualSocket.OPEN = 1;
  VirtualSocket.CLOSING = 2;
  VirtualSocket.CLOSED = 3;
  window.WebSocket = VirtualSocket;

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.channel !== CHANNEL) return;
    var socket = sockets.get(data.socket);
    if (!socket) return;
    if (data.kind === 'open') socket._opened();
    else if (data.kind === 'message' && typeof data.data === 'string' && socket.readyState === VirtualSocket.OPEN) {
      socket._fire(new MessageEvent('message', {data: data.data}));
    } else if (data.kind === 'close') socket._closed(1006);
  });
})();
