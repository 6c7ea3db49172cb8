// The declaration in include/CLibFuzzer.h is all there is; libFuzzer defines the function.
#include "CLibFuzzer.h"
