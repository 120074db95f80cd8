/* The DRM/KMS presenter: two dumb buffers, a cached shadow canvas, page
 * flips paced by the flip event.
 *
 * Use: drm_open() at startup (finds the device, connector, CRTC and mode,
 * creates the buffers and the shadow canvas: the only allocations), draw
 * into drm_canvas(), call drm_present() with the damaged rectangles when
 * drm_busy() is false, call drm_handle_event() when drm_fd() is readable,
 * drm_close() at exit (waits for the pending flip, restores the CRTC). */
#ifndef TESSERA_PLATFORM_DRM_H
#define TESSERA_PLATFORM_DRM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/scanout.h"
#include "gfx/swapchain.h"

enum {
	DRM_MSG_LEN = 256,
};

struct drm_options {
	const char *device;    /* "/dev/dri/cardN", or NULL for the first usable */
	const char *connector; /* e.g. "HDMI-A-1", or NULL for the first connected */
	int mode_width, mode_height; /* 0: the preferred mode */
	enum scanout_format format;
	enum scanout_rotation rotation;
	bool no_flip; /* use one buffer and DirtyFB clips even if flips work */
};

struct drm_buffer {
	uint32_t handle, fb_id, pitch;
	uint64_t size;
	void *map;
};

/* How frames reach the screen. */
enum drm_present_mode {
	DRM_PRESENT_FLIP,  /* two buffers, page flip, wait for the event */
	DRM_PRESENT_DIRTY, /* one buffer, drmModeDirtyFB clips (no page flip) */
};

struct drm_presenter {
	int fd;
	uint32_t crtc_id, connector_id;
	uint32_t dpms_prop;	/* the connector's DPMS property, or 0 */
	bool blanked;		/* DPMS off (drm_blank) */
	char connector_name[32];
	bool mode_missing;	/* the display lacks the size asked: its preferred mode is used */
	char device_path[64];
	void *mode;       /* drmModeModeInfo, kept opaque here */
	void *saved_crtc; /* drmModeCrtc to restore */
	struct drm_buffer buffers[2];
	struct swapchain chain; /* which buffer lacks which damage (gfx/swapchain.h) */
	bool crtc_set, flip_pending;
	enum drm_present_mode present_mode;
	struct scanout scanout;
	struct canvas canvas; /* shadow, logical orientation */
	uint64_t frames;	/* presented; the bytes copied are chain.bytes_copied */
};

/* Opens the display.  On failure returns a negative errno and writes what the
 * user can do about it into msg. */
int drm_open(struct drm_presenter *p, const struct drm_options *opt, char *msg, size_t msg_len);

static inline struct canvas *drm_canvas(struct drm_presenter *p) { return &p->canvas; }
static inline int drm_fd(const struct drm_presenter *p) { return p->fd; }
/* True while a flip is pending: drm_present must wait for its event. */
static inline bool drm_busy(const struct drm_presenter *p) { return p->flip_pending; }

/* Copies the damage (logical rects; with two buffers this frame's plus the
 * previous frame's, since the back buffer is a frame old: gfx/swapchain.h)
 * into the back buffer and shows it.
 * Returns 0, -EBUSY while a flip is pending, or a negative errno. */
int drm_present(struct drm_presenter *p, const struct rect *damage, int count);

/* Turns the display off (DPMS off) or on again, through the connector's
 * DPMS property.  Returns 0, -ENOTSUP when the connector has none (draw a
 * black frame instead), or the driver's negative errno.  No allocation. */
int drm_blank(struct drm_presenter *p, bool off);

/* Reads the DRM events (flip completion).  Returns 0 or a negative errno. */
int drm_handle_event(struct drm_presenter *p);

/* Waits for a pending flip, restores the saved CRTC, frees the buffers.
 * Returns 0 when the CRTC was restored, else a negative errno. */
int drm_close(struct drm_presenter *p);

#endif
