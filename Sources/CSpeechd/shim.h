// libspeechd, the speech-dispatcher client library (apt: libspeechd-dev). Only built with the
// SpeechDispatcher trait.
#include <libspeechd.h>
