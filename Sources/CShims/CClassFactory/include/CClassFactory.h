#ifndef VITRINE_CCLASSFACTORY_H
#define VITRINE_CCLASSFACTORY_H

// Creating an object from a class known only at run time (a delegate class named in a
// scene configuration, a view's layerClass) without a `required init()`: Swift calls a
// required initializer on a metatype through the class's vtable, and every class has a
// vtable entry for each designated initializer of its superclasses, required or not (an
// override the compiler synthesized or the app wrote, or a stub that traps with "use of
// unimplemented initializer", as Objective-C would). These functions make that call.
// See docs/ARCHITECTURE.md, "Creating classes by name".

// Calls `init()` of `metadata`'s class, a subclass of Foundation's NSObject. Returns the
// new object at +1, or NULL when the runtime has no such entry for the class.
void *vitrine_make_nsobject(const void *metadata);

// Calls `init()` of `metadata`'s class, a subclass of QuartzCore's CALayer; as above.
void *vitrine_make_calayer(const void *metadata);

// Calls `init(frame:)` of `metadata`'s class, a subclass of UIKit's UIView; as above.
void *vitrine_make_view(const void *metadata, double x, double y, double width, double height);

#endif
