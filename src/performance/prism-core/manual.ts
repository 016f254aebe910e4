// Evaluated before Prism's core: tells it not to highlight the document by itself on load (React owns the
// markup) and not to listen for worker messages.
(globalThis as { Prism?: object }).Prism = { manual: true, disableWorkerMessageHandler: true };
