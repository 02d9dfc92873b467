// findBy…/waitFor give up after 1 s by default. A full CI run keeps both cores busy with browsers
// and servers, and a jsdom render that takes 0.1 s alone has taken longer than that there: the
// wait is for the machine, not for the component, so it gets the room a loaded machine needs.
if (typeof document !== "undefined") {
  require("@testing-library/react").configure({ asyncUtilTimeout: 5000 });
}
