/* A uinput multitouch screen with the properties of a real 800x480 panel
 * (FT5406-like: protocol B slots, tracking ids, ABS_X/Y pointer emulation,
 * BTN_TOUCH, INPUT_PROP_DIRECT), driven by a script on stdin:
 *   down X Y | move X Y | up | drag X0 Y0 X1 Y1 STEPS | wait MS
 * It prints "@@touch ready" once the device exists and "@@touch ok LINE"
 * after each line, so the e2e driver knows where the guest is.  Runs in the
 * guest, built static. */
#include <errno.h>
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { W = 800, H = 480 };
static int fd, tracking;

static void emit(int type, int code, int value)
{
	struct input_event ev;
	memset(&ev, 0, sizeof ev);
	ev.type = (unsigned short)type;
	ev.code = (unsigned short)code;
	ev.value = value;
	if (write(fd, &ev, sizeof ev) != (ssize_t)sizeof ev)
		perror("uinput-touch: write");
}

static void sleep_ms(int ms)
{
	struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
	nanosleep(&ts, NULL);
}

static void contact(int x, int y, int first)
{
	emit(EV_ABS, ABS_MT_SLOT, 0);
	if (first)
		emit(EV_ABS, ABS_MT_TRACKING_ID, ++tracking);
	emit(EV_ABS, ABS_MT_POSITION_X, x);
	emit(EV_ABS, ABS_MT_POSITION_Y, y);
	if (first)
		emit(EV_KEY, BTN_TOUCH, 1);
	emit(EV_ABS, ABS_X, x);
	emit(EV_ABS, ABS_Y, y);
	emit(EV_SYN, SYN_REPORT, 0);
}

static void release(void)
{
	emit(EV_ABS, ABS_MT_SLOT, 0);
	emit(EV_ABS, ABS_MT_TRACKING_ID, -1);
	emit(EV_KEY, BTN_TOUCH, 0);
	emit(EV_SYN, SYN_REPORT, 0);
}

static void set_abs(int code, int max)
{
	struct uinput_abs_setup a;
	memset(&a, 0, sizeof a);
	a.code = (unsigned short)code;
	a.absinfo.maximum = max;
	if (ioctl(fd, UI_ABS_SETUP, &a) < 0)
		perror("uinput-touch: UI_ABS_SETUP");
}

int main(void)
{
	struct uinput_setup setup;
	char line[256];

	fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
	if (fd < 0) {
		perror("uinput-touch: /dev/uinput");
		return 1;
	}
	ioctl(fd, UI_SET_EVBIT, EV_KEY);
	ioctl(fd, UI_SET_KEYBIT, BTN_TOUCH);
	ioctl(fd, UI_SET_EVBIT, EV_ABS);
	ioctl(fd, UI_SET_ABSBIT, ABS_X);
	ioctl(fd, UI_SET_ABSBIT, ABS_Y);
	ioctl(fd, UI_SET_ABSBIT, ABS_MT_SLOT);
	ioctl(fd, UI_SET_ABSBIT, ABS_MT_TRACKING_ID);
	ioctl(fd, UI_SET_ABSBIT, ABS_MT_POSITION_X);
	ioctl(fd, UI_SET_ABSBIT, ABS_MT_POSITION_Y);
	ioctl(fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT);
	set_abs(ABS_X, W - 1);
	set_abs(ABS_Y, H - 1);
	set_abs(ABS_MT_SLOT, 4);
	set_abs(ABS_MT_TRACKING_ID, 65535);
	set_abs(ABS_MT_POSITION_X, W - 1);
	set_abs(ABS_MT_POSITION_Y, H - 1);
	memset(&setup, 0, sizeof setup);
	setup.id.bustype = BUS_VIRTUAL;
	setup.id.vendor = 0x7e55;
	setup.id.product = 0x0001;
	snprintf(setup.name, sizeof setup.name, "e2e touch panel");
	if (ioctl(fd, UI_DEV_SETUP, &setup) < 0 || ioctl(fd, UI_DEV_CREATE) < 0) {
		perror("uinput-touch: create");
		return 1;
	}
	printf("@@touch ready\n");
	fflush(stdout);
	while (fgets(line, sizeof line, stdin)) {
		int x0, y0, x1, y1, n;
		line[strcspn(line, "\n")] = 0;
		if (sscanf(line, "down %d %d", &x0, &y0) == 2) {
			contact(x0, y0, 1);
		} else if (sscanf(line, "move %d %d", &x0, &y0) == 2) {
			contact(x0, y0, 0);
		} else if (strcmp(line, "up") == 0) {
			release();
		} else if (sscanf(line, "wait %d", &n) == 1) {
			sleep_ms(n);
		} else if (sscanf(line, "drag %d %d %d %d %d", &x0, &y0, &x1, &y1, &n) == 5 && n > 0) {
			contact(x0, y0, 1);
			for (int i = 1; i <= n; i++) {
				sleep_ms(10);
				contact(x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n, 0);
			}
			release();
		} else if (line[0] && line[0] != '#') {
			printf("@@touch bad line: %s\n", line);
			fflush(stdout);
			continue;
		}
		printf("@@touch ok %s\n", line);
		fflush(stdout);
	}
	ioctl(fd, UI_DEV_DESTROY);
	close(fd);
	return 0;
}
