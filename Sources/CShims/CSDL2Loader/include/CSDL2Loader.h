#ifndef VITRINE_CSDL2LOADER_H
#define VITRINE_CSDL2LOADER_H

// This target defines the SDL2 (and libX11) functions the window backend calls, as
// declared by CSDL2's headers, and opens the libraries on the first call (see
// SDL2Loader.c). Swift code calls them through `import CSDL2`; nothing to import here.

#endif
