#include "cpng.h"
