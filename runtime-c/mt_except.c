/* mt_except.c: run-time errors that `try`/`catch` can catch, and memory cells.
 *
 * A `try` block runs each of its statements under a handler pushed by the generated code
 * (`if (setjmp(*mt_try_push())) ...`) and popped after it (`mt_try_pop`). Raising an error
 * (mt_error, mt_error_id, the error() builtin, rethrow) with a handler on the stack records
 * the message and identifier and longjmps to the innermost handler; without one it prints
 * Octave's `error: <message>` and its `error: called from` backtrace (the frames of
 * mt_frames, innermost first) on stderr and exits with status 1.
 *
 * Buffers the interrupted code had allocated are not freed by the jump (they leak); the
 * generated code never reads storage the interrupted statement was writing. */
#include "mt_internal.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* Hosted POSIX targets only: a bare-metal runtime (newlib) runs no threads. */
#if defined(__GNUC__) && defined(__unix__)
#include <sched.h>
#define pause_thread() sched_yield()
#endif

#define MT_TRY_MAX 4096

/* The handler stack lives in mt_try_push, so a program without `try` (which never calls it)
 * links none of it (with -fdata-sections -Wl,--gc-sections); raising reaches it through
 * these pointers. handler_frames: the frame that pushed each handler (a caught error
 * unwinds the frames above it). */
static jmp_buf *handlers;
static mt_frame **handler_frames;
static int depth;
mt_frame *mt_frames;
/* The last caught error, and the frames it was raised in (its `stack`). */
static char *caught_msg;
static char *caught_id;
typedef struct {
    const char *name;
    unsigned long long pos;
} snap;
static snap *caught_stack;
static size_t caught_n;
/* The stack the error being raised carries from where it was first raised (a rethrow of
 * the last caught error), or NULL: the current frames. */
static snap *carried;
static size_t carried_n;


/* Work blocks a runtime call holds while it calls what may raise (mt__hold): an error caught
 * by a handler frees those taken after the handler was pushed (hold_marks).
 * Like the handler stack, the tables live in the functions that fill them (reached through
 * pointers), so a program that never holds or catches links none of them (--no-heap RAM). */
#define MT_HOLD_MAX 256
typedef struct {
    void *p;
    void (*drop)(void *); /* how a caught error releases p */
} hold;
static hold *holds;
static int nholds;
static int *hold_marks;

void mt__hold_with(void *p, void (*drop)(void *))
{
    static hold table[MT_HOLD_MAX];
    holds = table;
    if (nholds < MT_HOLD_MAX) {
        holds[nholds].p = p;
        holds[nholds++].drop = drop;
    }
}

static void drop_block(void *p)
{
    free(p);
}

static void drop_array(void *p)
{
    mt_free((mt_array *)p);
    free(p);
}

void mt__hold(void *p)
{
    mt__hold_with(p, drop_block);
}

void mt__hold_array(mt_array *a)
{
    mt__hold_with(a, drop_array);
}

void mt__unhold(void *p)
{
    int k;
    for (k = nholds - 1; k >= 0; k--)
        if (holds[k].p == p) {
            memmove(&holds[k], &holds[k + 1], (size_t)(nholds - 1 - k) * sizeof *holds);
            nholds--;
            break;
        }
}

void mt__release(void *p)
{
    mt__unhold(p);
    free(p);
}

jmp_buf *mt_try_push(void)
{
    static jmp_buf stack[MT_TRY_MAX];
    static mt_frame *frames[MT_TRY_MAX];
    static int marks[MT_TRY_MAX];
    handlers = stack;
    handler_frames = frames;
    hold_marks = marks;
    if (depth >= MT_TRY_MAX)
        mt_error("max_recursion_depth exceeded");
    handler_frames[depth] = mt_frames;
    hold_marks[depth] = nholds;
    return &handlers[depth++];
}

void mt_try_pop(void)
{
    if (depth > 0)
        depth--;
}

int mt_try_depth(void)
{
    return depth;
}

void *mt_xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        mt_error("out of memory or dimension too large for Octave's index type");
    return p;
}

void (*mt_error_hook)(const char *id, const char *msg);

/* Several threads of a parallel loop may raise at once (no handler is active there, see
 * mt_try_depth): the first one reports and exits, the others wait for the exit. */
static void exit_once(void)
{
#if defined(__GNUC__) && defined(__unix__)
    static volatile int exiting;
    if (__sync_lock_test_and_set(&exiting, 1))
        for (;;)
            pause_thread();
#endif
}

static char *dup_n(const char *s, size_t n)
{
    char *d = (char *)malloc(n + 1);
    if (!d) {
        fputs("error: out of memory\n", stderr);
        exit(1);
    }
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static void print_frame(const char *name, unsigned long long pos)
{
    /* A function stopped before its first statement (too many inputs) has no position. */
    if (pos == 0)
        fprintf(stderr, "    %s\n", name);
    else
        fprintf(stderr, "    %s at line %u column %u\n", name, (unsigned)(pos >> 32),
                (unsigned)(pos & 0xffffffffu));
}

int mt__backtrace(const char *kind)
{
    const mt_frame *f;
    if (!mt_frames)
        return 0;
    fprintf(stderr, "%s: called from\n", kind);
    for (f = mt_frames; f; f = f->up)
        print_frame(f->name, f->pos);
    return 1;
}

/* The current frames, innermost first. */
static snap *snapshot(size_t *n)
{
    const mt_frame *f;
    size_t k = 0;
    snap *s;
    *n = 0;
    for (f = mt_frames; f; f = f->up)
        (*n)++;
    s = (snap *)malloc((*n ? *n : 1) * sizeof *s);
    if (!s) {
        fputs("error: out of memory\n", stderr);
        exit(1);
    }
    for (f = mt_frames; f; f = f->up, k++) {
        s[k].name = f->name;
        s[k].pos = f->pos;
    }
    return s;
}

/* Whether the n bytes at s (not NUL-terminated) contain pat. */
static int contains(const char *s, size_t n, const char *pat)
{
    size_t m = strlen(pat), k;
    for (k = 0; k + m <= n; k++)
        if (memcmp(s + k, pat, m) == 0)
            return 1;
    return 0;
}

void mt__raise(const char *id, const char *msg, size_t len)
{
    if (depth > 0) {
        free(caught_msg);
        free(caught_id);
        /* Octave drops the newline that ends a message (it only suppresses the traceback). */
        caught_msg = dup_n(msg, len > 0 && msg[len - 1] == '\n' ? len - 1 : len);
        caught_id = dup_n(id ? id : "", id ? strlen(id) : 0);
        free(caught_stack);
        if (carried) {
            caught_stack = carried;
            caught_n = carried_n;
            carried = NULL;
        } else {
            caught_stack = snapshot(&caught_n);
        }
        depth--;
        /* The frames the error leaves are gone: free what they own. */
        while (mt_frames && mt_frames != handler_frames[depth]) {
            unsigned k;
            for (k = 0; k < mt_frames->nowned; k++)
                mt_free(mt_frames->owned[k]);
            for (k = 0; k < mt_frames->ncells; k++)
                mt_spill_free(mt_frames->cells[k]);
            mt_frames = mt_frames->up;
        }
        mt_frames = handler_frames[depth];
        while (nholds > hold_marks[depth]) {
            nholds--;
            holds[nholds].drop(holds[nholds].p);
        }
        longjmp(handlers[depth], 1);
    }
    exit_once();
    if (mt_error_hook)
        mt_error_hook(id ? id : "", msg);
    else {
        fflush(stdout);
        fputs("error: ", stderr);
        fwrite(msg, 1, len, stderr);
        /* A message ending in a newline suppresses the backtrace, as in Octave. */
        if (len == 0 || msg[len - 1] != '\n') {
            fputc('\n', stderr);
            /* Octave's "wrong type argument" errors (err_wrong_type_arg) carry no backtrace. */
            if (contains(msg, len, "wrong type argument '")) {
                /* none */
            } else if (carried) {
                size_t k;
                if (carried_n > 0)
                    fputs("error: called from\n", stderr);
                for (k = 0; k < carried_n; k++)
                    print_frame(carried[k].name, carried[k].pos);
            } else {
                mt__backtrace("error");
            }
        }
        fflush(stderr);
    }
    exit(1);
}

void mt_error(const char *fmt, ...)
{
    char buf[MT_ERRMSG_MAX]; /* on the stack: threads of a parallel loop may format at once */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    mt__raise(NULL, buf, strlen(buf));
}

void mt_error_id(const char *id, const char *fmt, ...)
{
    char buf[MT_ERRMSG_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    mt__raise(id, buf, strlen(buf));
}

static char *struct_text(const mt_array *s, const char *field);

static int has_field(const mt_array *s, const char *field)
{
    mt_array name = MT_ARRAY_INIT, has = MT_ARRAY_INIT;
    int r;
    mt_from_string(&name, field);
    mt_isfield(&has, s, &name);
    r = has.numel == 1 && ((const uint8_t *)has.data)[0];
    mt_free(&name);
    mt_free(&has);
    return r;
}

/* A cell column of n values, element k made by mk(k). */
static void column(mt_array *c, size_t n, void (*mk)(mt_array *, size_t))
{
    size_t d[2], k;
    d[0] = n;
    d[1] = 1;
    mt_cell_new(c, 2, d);
    for (k = 0; k < n; k++) {
        mt_array v = MT_ARRAY_INIT;
        mk(&v, k);
        mt__cell_put(c, k, &v);
        mt_free(&v);
    }
}

/* The frames of the last caught error, innermost first, as Octave's `stack` fields. The
 * compiled program does not know where its source files are: `file` is empty. */
static void frame_file(mt_array *v, size_t k) { (void)k, mt_from_string(v, ""); }
static void frame_name(mt_array *v, size_t k) { mt_from_string(v, caught_stack[k].name); }
static void frame_line(mt_array *v, size_t k)
{
    mt_from_scalar(v, (double)(caught_stack[k].pos >> 32));
}
static void frame_column(mt_array *v, size_t k)
{
    mt_from_scalar(v, (double)(caught_stack[k].pos & 0xffffffffu));
}

/* The caught error as Octave 7.3 gives it to `catch err`: a scalar struct with the fields
 * message, identifier and stack (an Nx1 struct: file, name, line, column). */
void mt_caught(mt_array *r)
{
    static const char *const fields[] = {"file", "name", "line", "column"};
    void (*const mk[])(mt_array *, size_t) = {frame_file, frame_name, frame_line, frame_column};
    mt_array parts[8], stack = MT_ARRAY_INIT, msg = MT_ARRAY_INIT, id = MT_ARRAY_INIT;
    mt_arg args[8];
    int k;
    for (k = 0; k < 4; k++) {
        mt_array init = MT_ARRAY_INIT;
        parts[2 * k] = init;
        parts[2 * k + 1] = init;
        mt_from_string(&parts[2 * k], fields[k]);
        column(&parts[2 * k + 1], caught_stack ? caught_n : 0, mk[k]);
    }
    for (k = 0; k < 8; k++) {
        args[k].a = &parts[k];
        args[k].s = 0;
    }
    mt_struct_new(&stack, 8, args);
    for (k = 0; k < 8; k++)
        mt_free(&parts[k]);
    mt_from_string(&msg, caught_msg ? caught_msg : "");
    mt_from_string(&id, caught_id ? caught_id : "");
    mt_from_string(&parts[0], "message");
    mt_from_string(&parts[1], "identifier");
    mt_from_string(&parts[2], "stack");
    args[0].a = &parts[0];
    args[1].a = &msg;
    args[2].a = &parts[1];
    args[3].a = &id;
    args[4].a = &parts[2];
    args[5].a = &stack;
    mt_struct_new(r, 6, args);
    for (k = 0; k < 3; k++)
        mt_free(&parts[k]);
    mt_free(&stack);
    mt_free(&msg);
    mt_free(&id);
}

void mt_err_field(mt_array *r, const mt_array *e, int which)
{
    char *s = struct_text(e, which ? "identifier" : "message");
    mt_from_string(r, s);
    free(s);
}

/* Raises (id, msg); when they are the last caught error's, with the stack of where it was
 * first raised (a rethrow keeps it). */
static void raise_again(const char *id, const char *msg)
{
    size_t nm = strlen(msg);
    if (caught_stack && caught_msg && caught_id && strcmp(id, caught_id) == 0
        && strcmp(caught_msg, msg) == 0) {
        free(carried);
        carried = (snap *)malloc((caught_n ? caught_n : 1) * sizeof *carried);
        if (carried) {
            memcpy(carried, caught_stack, caught_n * sizeof *carried);
            carried_n = caught_n;
        }
    }
    mt__raise(*id ? id : NULL, msg, nm);
}

void mt_rethrow(const mt_array *e)
{
    /* The text outlives this call when a handler catches it (longjmp): keep the last. */
    static char *msg, *id;
    if (e->cls != MT_STRUCT)
        mt_error("octave_base_value::map_value(): wrong type argument '%s'", mt__type_name(e));
    if (!has_field(e, "message") || !has_field(e, "identifier"))
        mt_error("rethrow: ERR struct must contain the fields 'message' and 'identifier'");
    free(msg);
    free(id);
    msg = struct_text(e, "message");
    id = struct_text(e, "identifier");
    raise_again(id, msg);
}

mt_array *mt_spill_new(void)
{
    mt_array init = MT_ARRAY_INIT;
    mt_array *c = (mt_array *)malloc(sizeof *c);
    if (!c)
        mt_error("out of memory");
    *c = init;
    return c;
}

void mt_spill_free(mt_array *c)
{
    if (c) {
        mt_free(c);
        free(c);
    }
}

double mt_spill_scalar(const mt_array *c)
{
    return c->numel == 1 ? mt__get(c, 0) : 0.0;
}

void mt_lasterr(mt_array *r)
{
    mt_from_string(r, caught_msg ? caught_msg : "");
}

/* Stores into a cell that already holds a 1x1 of the class write the element in place (the
 * common case: a scalar variable assigned on every iteration of a loop in a try block). */
static int holds_scalar(const mt_array *c, mt_class cls)
{
    return c->cls == cls && !c->cplx && c->ndims == 2 && c->numel == 1 && c->data;
}

void mt_spill_set_scalar(mt_array *c, double v)
{
    if (holds_scalar(c, MT_DOUBLE)) {
        c->layout = MT_LAYOUT_FULL;
        ((double *)c->data)[0] = v;
    } else {
        mt_from_scalar(c, v);
    }
}

void mt_spill_set_bool(mt_array *c, double v)
{
    if (!holds_scalar(c, MT_LOGICAL)) {
        size_t d[2] = {1, 1};
        mt_resize(c, MT_LOGICAL, 0, 2, d);
    }
    c->layout = MT_LAYOUT_FULL;
    ((uint8_t *)c->data)[0] = v != 0;
}

/* A text field of struct `s` (the empty string when it is missing or not char). */
static char *struct_text(const mt_array *s, const char *field)
{
    mt_array name = MT_ARRAY_INIT, has = MT_ARRAY_INIT, v = MT_ARRAY_INIT;
    char *out;
    mt_from_string(&name, field);
    mt_isfield(&has, s, &name);
    if (has.numel == 1 && ((const uint8_t *)has.data)[0]) {
        mt_struct_field(&v, s, &name);
        out = v.cls == MT_CHAR ? dup_n((const char *)v.data, v.numel) : dup_n("", 0);
    } else {
        out = dup_n("", 0);
    }
    mt_free(&name);
    mt_free(&has);
    mt_free(&v);
    return out;
}

void mt_error_struct(const mt_array *s)
{
    /* The message outlives this call when a handler catches it (longjmp): keep the last. */
    static char *msg, *id;
    free(msg);
    free(id);
    msg = struct_text(s, "message");
    id = struct_text(s, "identifier");
    /* Octave: an empty message raises nothing; the message is used literally. */
    if (*msg)
        raise_again(id, msg);
}

void mt__frame_push(mt_frame *f, const char *name, unsigned line, unsigned col)
{
    memset(f, 0, sizeof *f);
    f->name = name;
    f->pos = MT_POS(line, col);
    f->up = mt_frames;
    mt_frames = f;
}

void mt__frame_pop(const mt_frame *f)
{
    mt_frames = f->up;
}
