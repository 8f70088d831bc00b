#include "CClassFactory.h"

// The Swift runtime's own lookup, used by callers of resilient classes' methods.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

// The initializers' method descriptors and their classes' descriptors (`swift demangle`
// reads the names): Foundation.NSObject.init(), QuartzCore.CALayer.init() and
// UIKitCore.UIView.init(frame:). UIKitCore's are weak: a program may link QuartzCore alone.
extern const char NSObjectInitDescriptor __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char NSObjectClassDescriptor __asm__("$s10Foundation8NSObjectCMn");
extern const char CALayerInitDescriptor __asm__("$s10QuartzCore7CALayerCACycfCTq");
extern const char CALayerClassDescriptor __asm__("$s10QuartzCore7CALayerCMn");
extern const char UIViewInitFrameDescriptor __asm__("$s9UIKitCore6UIViewC5frameAC10Foundation6CGRectV_tcfCTq")
    __attribute__((weak));
extern const char UIViewClassDescriptor __asm__("$s9UIKitCore6UIViewCMn") __attribute__((weak));

// A class's vtable holds the allocating entry point of each designated initializer: it
// takes the class's metadata in the Swift context register and returns the new object.
// A CGRect argument is passed as its four doubles.
typedef void *(*AllocatingInitializer)(const void *metadata __attribute__((swift_context)))
    __attribute__((swiftcall));
typedef void *(*AllocatingFrameInitializer)(double x, double y, double width, double height,
                                            const void *metadata __attribute__((swift_context)))
    __attribute__((swiftcall));

static void *make(const void *metadata, const void *method, const void *description) {
    AllocatingInitializer initializer = (AllocatingInitializer)swift_lookUpClassMethod(metadata, method, description);
    if (initializer == 0) return 0;
    return initializer(metadata);
}

void *vitrine_make_nsobject(const void *metadata) {
    return make(metadata, &NSObjectInitDescriptor, &NSObjectClassDescriptor);
}

void *vitrine_make_calayer(const void *metadata) {
    return make(metadata, &CALayerInitDescriptor, &CALayerClassDescriptor);
}

void *vitrine_make_view(const void *metadata, double x, double y, double width, double height) {
    if (&UIViewInitFrameDescriptor == 0 || &UIViewClassDescriptor == 0) return 0;
    AllocatingFrameInitializer initializer = (AllocatingFrameInitializer)swift_lookUpClassMethod(
        metadata, &UIViewInitFrameDescriptor, &UIViewClassDescriptor);
    if (initializer == 0) return 0;
    return initializer(x, y, width, height, metadata);
}
