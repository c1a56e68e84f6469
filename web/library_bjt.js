// A JavaScript library for the link (web/web_link.cmake): SDL 2.26's Web Audio code calls autoResumeAudioContext
// (resume the audio at the first click or key, as browsers require) and dynCall, emscripten helpers that only come
// into the output when something depends on them. game/app/platform_web.cpp calls this once.
mergeInto(LibraryManager.library, {
  bjt_web_library_deps__deps: ["$autoResumeAudioContext", "$dynCall"],
  bjt_web_library_deps: function () {},
});
