/* Dumb-buffer mmap offsets are 64-bit; a 32-bit off_t (armhf) would cut them. */
#define _FILE_OFFSET_BITS 64

#include "platform/drm.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <drm_fourcc.h>
#include <xf86drm.h>
#include <xf86drmMode.h>

/* Finds a connected connector (by name if asked) with a CRTC it can drive,
 * and the mode.  Returns 0 or -ENODEV. */
static int pick_output(struct drm_presenter *p, const struct drm_options *opt, drmModeRes *res)
{
	static drmModeModeInfo mode;
	for (int i = 0; i < res->count_connectors; i++) {
		drmModeConnector *c = drmModeGetConnector(p->fd, res->connectors[i]);
		int found = 0;
		if (!c)
			continue;
		snprintf(p->connector_name, sizeof p->connector_name, "%s-%u",
			 drmModeGetConnectorTypeName(c->connector_type)
				 ? drmModeGetConnectorTypeName(c->connector_type) : "Unknown",
			 c->connector_type_id);
		if (c->connection != DRM_MODE_CONNECTED || c->count_modes == 0 ||
		    (opt->connector && strcmp(opt->connector, p->connector_name) != 0))
			goto next;
		/* The size the config names, else the preferred mode (else the
		 * first); a named size the display lacks is said, not hidden. */
		int named = -1, preferred = 0;
		for (int m = c->count_modes - 1; m >= 0; m--) {
			const drmModeModeInfo *mi = &c->modes[m];
			if (mi->hdisplay == opt->mode_width && mi->vdisplay == opt->mode_height)
				named = m;
			if (mi->type & DRM_MODE_TYPE_PREFERRED)
				preferred = m;
		}
		p->mode_missing = opt->mode_width && named < 0;
		mode = c->modes[named >= 0 ? named : preferred];
		/* A CRTC: the one the current encoder drives, else any possible. */
		for (int e = 0; e < c->count_encoders && !found; e++) {
			drmModeEncoder *enc = drmModeGetEncoder(p->fd, c->encoders[e]);
			if (!enc)
				continue;
			if (enc->encoder_id == c->encoder_id && enc->crtc_id) {
				p->crtc_id = enc->crtc_id;
				found = 1;
			}
			for (int k = 0; k < res->count_crtcs && !found; k++) {
				if (enc->possible_crtcs & (1u << k)) {
					p->crtc_id = res->crtcs[k];
					found = 1;
				}
			}
			drmModeFreeEncoder(enc);
		}
		if (found) {
			p->connector_id = c->connector_id;
			p->mode = &mode;
		}
	next:
		drmModeFreeConnector(c);
		if (found)
			return 0;
	}
	return -ENODEV;
}

/* Opens path and checks it has KMS and a connected display. */
static int try_device(struct drm_presenter *p, const struct drm_options *opt, const char *path,
		      char *msg, size_t len)
{
	drmModeRes *res;
	int err;
	p->fd = open(path, O_RDWR | O_CLOEXEC);
	if (p->fd < 0) {
		err = -errno;
		if (err == -EACCES || err == -EPERM)
			snprintf(msg, len, "permission denied opening %s (%s): add the user to the 'video' group",
				 path, strerror(-err));
		else
			snprintf(msg, len, "cannot open %s: %s", path, strerror(-err));
		return err;
	}
	snprintf(p->device_path, sizeof p->device_path, "%s", path);
	res = drmModeGetResources(p->fd);
	if (!res) {
		snprintf(msg, len, "%s has no KMS display resources (a render-only GPU?)", path);
		err = -ENODEV;
		goto out;
	}
	err = pick_output(p, opt, res);
	drmModeFreeResources(res);
	if (err)
		snprintf(msg, len, "no connected display%s%s on %s: check the cable, the panel overlay, or the connector name",
			 opt->connector ? " named " : "", opt->connector ? opt->connector : "", path);
out:
	if (err) {
		close(p->fd);
		p->fd = -1;
	}
	return err;
}

static int find_device(struct drm_presenter *p, const struct drm_options *opt, char *msg, size_t len)
{
	drmDevicePtr devices[16];
	int n, err = -ENODEV;
	if (opt->device)
		return try_device(p, opt, opt->device, msg, len);
	n = drmGetDevices2(0, devices, 16);
	snprintf(msg, len, "no DRM device found (/dev/dri/card*): is the display driver loaded?");
	for (int i = 0; i < n && err; i++)
		if (devices[i]->available_nodes & (1 << DRM_NODE_PRIMARY))
			err = try_device(p, opt, devices[i]->nodes[DRM_NODE_PRIMARY], msg, len);
	if (n > 0)
		drmFreeDevices(devices, n);
	return err;
}

/* The connector's DPMS property, looked up once at start (libdrm allocates
 * for the lookup; setting it later does not).  0: none. */
static uint32_t find_dpms(int fd, uint32_t connector_id)
{
	uint32_t id = 0;
	drmModeObjectProperties *props = drmModeObjectGetProperties(fd, connector_id, DRM_MODE_OBJECT_CONNECTOR);
	for (uint32_t i = 0; props && i < props->count_props && !id; i++) {
		drmModePropertyRes *prop = drmModeGetProperty(fd, props->props[i]);
		if (prop && strcmp(prop->name, "DPMS") == 0)
			id = prop->prop_id;
		drmModeFreeProperty(prop);
	}
	drmModeFreeObjectProperties(props);
	return id;
}

int drm_blank(struct drm_presenter *p, bool off)
{
	if (!p->dpms_prop)
		return -ENOTSUP;
	if (drmModeConnectorSetProperty(p->fd, p->connector_id, p->dpms_prop,
					off ? DRM_MODE_DPMS_OFF : DRM_MODE_DPMS_ON))
		return -errno;
	p->blanked = off;
	return 0;
}

static int create_buffer(struct drm_presenter *p, struct drm_buffer *b, int w, int h)
{
	uint64_t offset;
	uint32_t handles[4] = { 0 }, pitches[4] = { 0 }, offsets[4] = { 0 };
	int bpp = scanout_bytes_per_pixel(p->scanout.format) * 8;
	uint32_t fourcc = p->scanout.format == SCANOUT_RGB565 ? DRM_FORMAT_RGB565 : DRM_FORMAT_XRGB8888;
	int err = drmModeCreateDumbBuffer(p->fd, (uint32_t)w, (uint32_t)h, (uint32_t)bpp, 0, &b->handle,
					  &b->pitch, &b->size);
	if (err)
		return -errno;
	handles[0] = b->handle;
	pitches[0] = b->pitch;
	if (drmModeAddFB2(p->fd, (uint32_t)w, (uint32_t)h, fourcc, handles, pitches, offsets, &b->fb_id, 0))
		return -errno;
	if (drmModeMapDumbBuffer(p->fd, b->handle, &offset))
		return -errno;
	b->map = mmap(NULL, b->size, PROT_READ | PROT_WRITE, MAP_SHARED, p->fd, (off_t)offset);
	if (b->map == MAP_FAILED) {
		b->map = NULL;
		return -errno;
	}
	memset(b->map, 0, b->size); /* a write, not a read: allowed */
	return 0;
}

static void destroy_buffer(struct drm_presenter *p, struct drm_buffer *b)
{
	if (b->map)
		munmap(b->map, b->size);
	if (b->fb_id)
		drmModeRmFB(p->fd, b->fb_id);
	if (b->handle)
		drmModeDestroyDumbBuffer(p->fd, b->handle);
	memset(b, 0, sizeof *b);
}

int drm_open(struct drm_presenter *p, const struct drm_options *opt, char *msg, size_t msg_len)
{
	const drmModeModeInfo *mode;
	int err, w, h, lw, lh;

	memset(p, 0, sizeof *p);
	p->fd = -1;
	err = find_device(p, opt, msg, msg_len);
	if (err)
		goto out;
	mode = p->mode;
	w = mode->hdisplay;
	h = mode->vdisplay;
	p->saved_crtc = drmModeGetCrtc(p->fd, p->crtc_id);
	p->scanout = (struct scanout){ .width = w, .height = h, .format = opt->format, .rotation = opt->rotation };
	for (int i = 0; i < 2; i++) {
		err = create_buffer(p, &p->buffers[i], w, h);
		if (err == -EINVAL && opt->format == SCANOUT_RGB565) {
			snprintf(msg, msg_len, "the display on %s does not take RGB565 framebuffers: "
				 "use the format xrgb8888", p->device_path);
			goto out;
		}
		if (err) {
			snprintf(msg, msg_len, "cannot create a scanout dumb buffer: %s", strerror(-err));
			goto out;
		}
	}
	scanout_logical_size(opt->rotation, w, h, &lw, &lh);
	p->canvas = (struct canvas){ .pixels = calloc((size_t)lw * (size_t)lh, 4), .width = lw, .height = lh, .stride = lw };
	if (!p->canvas.pixels) {
		err = -ENOMEM;
		snprintf(msg, msg_len, "out of memory for the %dx%d shadow canvas", lw, lh);
		goto out;
	}
	/* Buffer 0 (black, like the zeroed canvas) goes on screen now, so a
	 * display held by someone else is reported here, clearly. */
	if (drmModeSetCrtc(p->fd, p->crtc_id, p->buffers[0].fb_id, 0, 0, &p->connector_id, 1,
			   (drmModeModeInfo *)mode)) {
		err = -errno;
		if (err == -EACCES || err == -EPERM)
			snprintf(msg, msg_len, "not DRM master on %s: another program (a compositor, X, a "
				 "display manager) holds the display; stop it or run from a text console", p->device_path);
		else
			snprintf(msg, msg_len, "cannot set the mode on the display: %s", strerror(-err));
		goto out;
	}
	p->crtc_set = true;
	p->dpms_prop = find_dpms(p->fd, p->connector_id);
	p->present_mode = opt->no_flip ? DRM_PRESENT_DIRTY : DRM_PRESENT_FLIP;
	swapchain_init(&p->chain, opt->no_flip ? 1 : 2);
	for (int i = 0; i < 2; i++) {
		p->chain.buffers[i] = p->scanout;
		p->chain.buffers[i].pixels = p->buffers[i].map;
		p->chain.buffers[i].pitch = (int)p->buffers[i].pitch;
	}
out:
	if (err && p->fd >= 0) {
		free(p->canvas.pixels);
		p->canvas.pixels = NULL;
		for (int i = 0; i < 2; i++)
			destroy_buffer(p, &p->buffers[i]);
		drmModeFreeCrtc(p->saved_crtc);
		p->saved_crtc = NULL;
		close(p->fd);
		p->fd = -1;
	}
	return err;
}

/* The buffer the swap chain wrote last, in the kernel's terms. */
static const struct drm_buffer *written(const struct drm_presenter *p)
{
	return &p->buffers[p->chain.back];
}

/* One buffer on screen, damage clips: for drivers without page flip. */
static int present_dirty(struct drm_presenter *p)
{
	drmModeClip clips[SWAPCHAIN_MAX_RECTS];
	const struct rect *copied;
	int n = swapchain_update_back(&p->chain, &p->canvas, &copied);
	if (n == 0)
		return 0; /* zero clips would mean "all of it" to DirtyFB */
	for (int i = 0; i < n; i++) {
		struct rect r = scanout_rect_to_panel(p->scanout.rotation, p->canvas.width, p->canvas.height, copied[i]);
		clips[i] = (drmModeClip){ (uint16_t)r.x, (uint16_t)r.y, (uint16_t)(r.x + r.w), (uint16_t)(r.y + r.h) };
	}
	/* ENOSYS: the driver scans out directly and needs no flush. */
	if (drmModeDirtyFB(p->fd, written(p)->fb_id, clips, (uint32_t)n) && errno != ENOSYS)
		return -errno;
	return 0;
}

int drm_present(struct drm_presenter *p, const struct rect *damage, int count)
{
	const struct rect *copied;
	int err = 0;

	if (p->flip_pending)
		return -EBUSY;
	swapchain_damage(&p->chain, damage, count);
	if (p->present_mode == DRM_PRESENT_DIRTY) {
		err = present_dirty(p);
		goto out;
	}
	swapchain_update_back(&p->chain, &p->canvas, &copied);
	if (drmModePageFlip(p->fd, p->crtc_id, written(p)->fb_id, DRM_MODE_PAGE_FLIP_EVENT, p)) {
		err = -errno;
		if (err != -EINVAL && err != -ENOSYS && err != -EOPNOTSUPP)
			goto out;
		/* No page flip (SPI panels, some virtual GPUs): keep the buffer
		 * on screen and flush damage clips into it from now on. */
		p->present_mode = DRM_PRESENT_DIRTY;
		swapchain_single(&p->chain);
		err = present_dirty(p);
		goto out;
	}
	p->flip_pending = true;
	swapchain_flip(&p->chain);
out:
	p->frames += !err;
	return err;
}

static void on_flip(int fd, unsigned int seq, unsigned int sec, unsigned int usec, void *data)
{
	struct drm_presenter *p = data;
	(void)fd; (void)seq; (void)sec; (void)usec;
	p->flip_pending = false;
}

int drm_handle_event(struct drm_presenter *p)
{
	drmEventContext ctx = { .version = 2, .page_flip_handler = on_flip };
	return drmHandleEvent(p->fd, &ctx) ? -EIO : 0;
}

int drm_close(struct drm_presenter *p)
{
	drmModeCrtc *saved = p->saved_crtc;
	int err = 0;
	if (p->fd < 0)
		return -EBADF;
	/* The flip in flight still scans out our buffer: let it land first. */
	for (int tries = 0; p->flip_pending && tries < 10; tries++) {
		struct pollfd pfd = { p->fd, POLLIN, 0 };
		if (poll(&pfd, 1, 100) > 0)
			drm_handle_event(p);
	}
	/* The console comes back lit. */
	if (p->blanked)
		drm_blank(p, false);
	if (saved && saved->mode_valid)
		err = drmModeSetCrtc(p->fd, saved->crtc_id, saved->buffer_id, saved->x, saved->y,
				     &p->connector_id, 1, &saved->mode) ? -errno : 0;
	else if (p->crtc_set)
		err = drmModeSetCrtc(p->fd, p->crtc_id, 0, 0, 0, NULL, 0, NULL) ? -errno : 0;
	drmModeFreeCrtc(saved);
	p->saved_crtc = NULL;
	for (int i = 0; i < 2; i++)
		destroy_buffer(p, &p->buffers[i]);
	free(p->canvas.pixels);
	p->canvas.pixels = NULL;
	close(p->fd);
	p->fd = -1;
	return err;
}
