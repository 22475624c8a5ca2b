/* mt_polyfit.c — polynomial fitting and roots (filled below). */
#include "mat2c_rt.h"
