// Read by prismjs' core when it loads: without `manual`, Prism highlights every
// `code[class*=language-]` element on DOMContentLoaded by itself, rewriting nodes React owns.
(globalThis as {Prism?: object}).Prism = {manual: true, disableWorkerMessageHandler: true};

export {};
