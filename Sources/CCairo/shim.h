#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <malloc.h>  // mallopt: the CLI keeps image-sized buffers in the heap
