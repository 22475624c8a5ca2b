/* mt_warning.c: `warning` and `lastwarn` with Octave's warning states.
 *
 * The state of a warning identifier is on, off or error. An identifier without a state of its
 * own has the state of "all"; setting "all" forgets every identifier's state (as Octave
 * does). At start the identifiers Octave disables by default are off. A warning that is on
 * prints `warning: MESSAGE` on stderr and becomes the last warning (`lastwarn`); one in the
 * error state is raised as an error with its identifier. Runtime warnings (singular matrix,
 * ...) go through mt_warn so `warning off` silences them too. */
#include "mt_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


enum { W_OFF, W_ON, W_ERROR };

/* Octave 7.3's default warning states (`warning()` lists them). */
static const char *const default_off[] = {
    "Octave:array-as-logical",   "Octave:array-to-scalar",  "Octave:array-to-vector",
    "Octave:imag-to-real",       "Octave:language-extension", "Octave:missing-semicolon",
    "Octave:neg-dim-as-zero",    "Octave:separator-insert", "Octave:single-quote-string",
    "Octave:str-to-num",         "Octave:mixed-string-concat", "Octave:variable-switch-label",
};

struct wstate {
    char *id;
    int state;
};

static struct wstate *states;
static size_t n_states, cap_states;
static int all_state = W_ON;
static int defaults_done;
static char *last_msg;
static char *last_id;

static char *dup_s(const char *s, size_t n)
{
    char *d = (char *)mt__bi_alloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static void set_state(const char *id, int st)
{
    size_t k;
    for (k = 0; k < n_states; k++)
        if (strcmp(states[k].id, id) == 0) {
            /* Octave drops an entry that comes back to the state of "all" (a new one is
             * kept even then). */
            if (st == all_state) {
                free(states[k].id);
                memmove(states + k, states + k + 1, (n_states - k - 1) * sizeof *states);
                n_states--;
            } else {
                states[k].state = st;
            }
            return;
        }
    if (n_states == cap_states) {
        cap_states = cap_states ? 2 * cap_states : 32;
        states = (struct wstate *)realloc(states, cap_states * sizeof *states);
        if (!states)
            mt_error("out of memory");
    }
    states[n_states].id = dup_s(id, strlen(id));
    states[n_states].state = st;
    n_states++;
}

static void init_defaults(void)
{
    size_t k;
    if (defaults_done)
        return;
    defaults_done = 1;
    for (k = 0; k < sizeof default_off / sizeof default_off[0]; k++)
        set_state(default_off[k], W_OFF);
}

static void set_all(int st)
{
    size_t k;
    init_defaults();
    for (k = 0; k < n_states; k++)
        free(states[k].id);
    n_states = 0;
    all_state = st;
}

/* The state of a warning with identifier `id` (NULL or "" for none). */
static int state_of(const char *id)
{
    size_t k;
    init_defaults();
    if (id && *id)
        for (k = 0; k < n_states; k++)
            if (strcmp(states[k].id, id) == 0)
                return states[k].state;
    return all_state;
}

/* Whether backtraces are on: only `warning('off', 'backtrace')` itself turns them off
 * (`warning('off', 'all')` leaves them on, as in Octave). */
static int backtrace_on(void)
{
    size_t k;
    init_defaults();
    for (k = 0; k < n_states; k++)
        if (strcmp(states[k].id, "backtrace") == 0)
            return states[k].state != W_OFF;
    return 1;
}

static void set_last(const char *id, const char *msg, size_t len)
{
    free(last_msg);
    free(last_id);
    last_msg = dup_s(msg, len);
    last_id = dup_s(id ? id : "", id ? strlen(id) : 0);
}

/* Issues warning `msg` (len bytes; one final newline is not printed, as Octave only uses it to
 * suppress the backtrace). */
static void issue(const char *id, const char *msg, size_t len)
{
    int st = state_of(id);
    int trace = !(len > 0 && msg[len - 1] == '\n');
    size_t full = len; /* lastwarn keeps the final newline (Octave does) */
    if (!trace)
        len--;
    if (st == W_OFF)
        return;
    if (st == W_ERROR) {
        mt__raise(id && *id ? id : NULL, msg, len);
        return;
    }
    set_last(id, msg, full);
    if (mt_warning_hook) {
        mt_warning_hook(id ? id : "", msg);
        return;
    }
    fflush(stdout);
    fputs("warning: ", stderr);
    fwrite(msg, 1, len, stderr);
    fputc('\n', stderr);
    /* Octave's backtrace, then an empty line, unless `warning off backtrace`. */
    if (trace && backtrace_on() && mt__backtrace("warning"))
        fputc('\n', stderr);
    fflush(stderr);
}

void (*mt_warning_hook)(const char *id, const char *msg);

void mt_warn(const char *id, const char *fmt, ...)
{
    char buf[MT_ERRMSG_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    issue(id, buf, strlen(buf));
}

/* A char argument as a fresh C string, or NULL when it is not char. */
static char *str_arg(const mt_arg *g)
{
    mt_array view;
    const mt_array *a = mt__bi_arg(g, &view);
    return a->cls == MT_CHAR ? mt__bi_cstr(a) : NULL;
}

/* Does `s` look like a message identifier (`comp:id`, no spaces or `%`)? */
static int is_ident(const char *s)
{
    size_t n = strlen(s), k;
    int colon = 0;
    if (n == 0 || s[0] == ':' || s[n - 1] == ':')
        return 0;
    for (k = 0; k < n; k++) {
        if (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '%')
            return 0;
        if (s[k] == ':')
            colon = 1;
    }
    return colon;
}

static int state_word(const char *s)
{
    if (strcmp(s, "on") == 0)
        return W_ON;
    if (strcmp(s, "off") == 0)
        return W_OFF;
    if (strcmp(s, "error") == 0)
        return W_ERROR;
    return -1;
}

static const char *state_name(int st)
{
    return st == W_ON ? "on" : st == W_OFF ? "off" : "error";
}

/* The state struct Octave returns: fields identifier and state, one element per entry. */
static void state_struct_shaped(mt_array *r, size_t n, const char *const *ids, const int *sts,
                                int nd, const size_t *d)
{
    mt_array key_i = MT_ARRAY_INIT, key_s = MT_ARRAY_INIT, ci = MT_ARRAY_INIT,
             cs = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    mt_arg a[4];
    size_t k;
    mt_from_string(&key_i, "identifier");
    mt_from_string(&key_s, "state");
    mt_cell_new(&ci, nd, d);
    mt_cell_new(&cs, nd, d);
    for (k = 0; k < n; k++) {
        mt_from_string(&t, ids[k]);
        mt__cell_put(&ci, k, &t);
        mt_from_string(&t, state_name(sts[k]));
        mt__cell_put(&cs, k, &t);
    }
    a[0].a = &key_i;
    a[1].a = &ci;
    a[2].a = &key_s;
    a[3].a = &cs;
    for (k = 0; k < 4; k++)
        a[k].s = 0;
    mt_struct_new(r, 4, a);
    mt_free(&key_i);
    mt_free(&key_s);
    mt_free(&ci);
    mt_free(&cs);
    mt_free(&t);
}

static void state_struct(mt_array *r, size_t n, const char *const *ids, const int *sts)
{
    size_t d[2];
    d[0] = 1;
    d[1] = n;
    state_struct_shaped(r, n, ids, sts, 2, d);
}

/* The states before a command on `id`: every state for "all", else that identifier's. */
static void old_states(mt_array *r, const char *id)
{
    init_defaults();
    if (strcmp(id, "all") == 0) {
        const char **ids = (const char **)mt__bi_alloc((n_states + 1) * sizeof *ids);
        int *sts = (int *)mt__bi_alloc((n_states + 1) * sizeof *sts);
        size_t k;
        ids[0] = "all";
        sts[0] = all_state;
        for (k = 0; k < n_states; k++) {
            ids[k + 1] = states[k].id;
            sts[k + 1] = states[k].state;
        }
        state_struct(r, n_states + 1, ids, sts);
        free((void *)ids);
        free(sts);
    } else {
        int st = state_of(id);
        state_struct(r, 1, &id, &st);
    }
}

static int has_field(const mt_array *s, const char *name)
{
    mt_array n = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    int yes;
    mt_from_string(&n, name);
    mt_isfield(&r, s, &n);
    yes = mt__get(&r, 0) != 0;
    mt_free(&n);
    mt_free(&r);
    return yes;
}

/* p = warning(s): the states of s's identifiers before the call, one element per element
 * of s (Octave reads them all before setting any). */
static void old_states_of(mt_array *r, const mt_array *s)
{
    mt_array key_i = MT_ARRAY_INIT, ci = MT_ARRAY_INIT;
    const char **ids;
    int *sts;
    size_t k;
    mt_from_string(&key_i, "identifier");
    mt_struct_field_row(&ci, s, &key_i);
    ids = (const char **)mt__bi_alloc((ci.numel + 1) * sizeof *ids);
    sts = (int *)mt__bi_alloc((ci.numel + 1) * sizeof *sts);
    for (k = 0; k < ci.numel; k++) {
        const mt_array *i = mt__cell_at(&ci, k);
        if (i->cls != MT_CHAR)
            mt_error("warning: STATE structure must have fields 'identifier' and 'state'");
        ids[k] = mt__bi_cstr(i);
        sts[k] = state_of(ids[k]);
    }
    state_struct_shaped(r, ci.numel, ids, sts, s->ndims, s->dims);
    for (k = 0; k < ci.numel; k++)
        free((void *)ids[k]);
    free((void *)ids);
    free(sts);
    mt_free(&key_i);
    mt_free(&ci);
}

/* warning(s): restores the states of a struct such as `s = warning('off', id)` gave. */
static void restore_states(const mt_array *s)
{
    mt_array key_i = MT_ARRAY_INIT, key_s = MT_ARRAY_INIT, ci = MT_ARRAY_INIT,
             cs = MT_ARRAY_INIT;
    size_t k;
    mt_from_string(&key_i, "identifier");
    mt_from_string(&key_s, "state");
    mt_struct_field_row(&ci, s, &key_i);
    mt_struct_field_row(&cs, s, &key_s);
    for (k = 0; k < ci.numel; k++) {
        const mt_array *i = mt__cell_at(&ci, k), *v = mt__cell_at(&cs, k);
        char *id, *st;
        int w;
        if (i->cls != MT_CHAR || v->cls != MT_CHAR)
            mt_error("warning: STATE structure must have fields 'identifier' and 'state'");
        id = mt__bi_cstr(i);
        st = mt__bi_cstr(v);
        w = state_word(st);
        if (w >= 0) {
            if (strcmp(id, "all") == 0)
                set_all(w);
            else
                set_state(id, w);
        }
        free(id);
        free(st);
    }
    mt_free(&key_i);
    mt_free(&key_s);
    mt_free(&ci);
    mt_free(&cs);
}

/* warning('on'|'off'|'error'|'query' [, id]) */
static void set_command(int st, const char *word, const char *id)
{
    if (strcmp(word, "query") == 0) {
        int q = state_of(id);
        fflush(stderr);
        printf("\"%s\" warning state is \"%s\"\n", id, q == W_ON ? "on" : q == W_OFF ? "off" : "error");
        return;
    }
    if (strcmp(id, "all") == 0) {
        if (st == W_ERROR)
            mt_error("warning: cannot specify \"all\" warning ID with state \"error\"");
        set_all(st);
    } else {
        init_defaults();
        set_state(id, st);
    }
}

/* The strings of the current warning call. They are freed by the next call, not at the end
 * of this one: a warning in the error state (or a bad argument) leaves by a longjmp. */
static char *held_first, *held_target, *held_msg;

static void release_held(void)
{
    free(held_first);
    free(held_target);
    free(held_msg);
    held_first = held_target = held_msg = NULL;
}

BI(warning)
{
    char *first, *id = NULL;
    size_t len = 0, cap = 0;
    release_held();
    if (nargs == 0) {
        if (nout >= 1)
            old_states(out[0], "all");
        return;
    }
    if (args[0].a && args[0].a->cls == MT_STRUCT && nargs == 1) {
        if (!has_field(args[0].a, "identifier") || !has_field(args[0].a, "state"))
            mt_error("warning: STATE structure must have fields 'identifier' and 'state'");
        if (nout >= 1)
            old_states_of(out[0], args[0].a);
        restore_states(args[0].a);
        return;
    }
    first = held_first = str_arg(&args[0]);
    if (!first) {
        issue(NULL, "unspecified warning", strlen("unspecified warning"));
        return;
    }
    if (nargs <= 3 && (state_word(first) >= 0 || strcmp(first, "query") == 0)) {
        char *target = held_target = nargs >= 2 ? str_arg(&args[1]) : NULL;
        if (nargs >= 2 && !target)
            mt_error("warning: STATE must be a string");
        if (nargs == 3) {
            char *mode = str_arg(&args[2]);
            int local = mode && strcmp(mode, "local") == 0;
            free(mode);
            if (!local)
                mt_error("warning: invalid MODE");
        }
        if (nout >= 1) {
            old_states(out[0], target ? target : "all");
            if (strcmp(first, "query") == 0)
                return;
        }
        set_command(state_word(first), first, target ? target : "all");
        return;
    }
    if (nout >= 1)
        mt_error("mat2c: an output of warning with a message is not supported");
    if (nargs == 1) {
        if (is_ident(first)) {
            char msg[600];
            snprintf(msg, sizeof msg,
                     "call to warning with message identifier '%.500s' requires message", first);
            issue(NULL, msg, strlen(msg));
        } else if (*first) {
            /* a lone message is used literally (no format or escape processing) */
            issue(NULL, first, strlen(first));
        }
        return;
    }
    if (is_ident(first)) {
        mt_array view;
        const mt_array *fmt = mt__bi_arg(&args[1], &view);
        id = first;
        if (fmt->cls != MT_CHAR) {
            issue(id, "unspecified warning", strlen("unspecified warning"));
            return;
        }
        mt__format_printf(&held_msg, &len, &cap, fmt, nargs - 2, args + 2, 1);
    } else {
        mt_array view;
        mt__format_printf(&held_msg, &len, &cap, mt__bi_arg(&args[0], &view), nargs - 1,
                          args + 1, 1);
    }
    if (len > 0)
        issue(id, held_msg, len);
}

/* [msg, id] = lastwarn (), lastwarn (msg [, id]): the outputs are the values before the
 * call. */
BI(lastwarn)
{
    char *m = dup_s(last_msg ? last_msg : "", last_msg ? strlen(last_msg) : 0);
    char *i = dup_s(last_id ? last_id : "", last_id ? strlen(last_id) : 0);
    if (nargs >= 1) {
        char *nm = str_arg(&args[0]);
        char *ni = nargs >= 2 ? str_arg(&args[1]) : NULL;
        if (!nm || (nargs >= 2 && !ni))
            mt_error("lastwarn: all arguments must be strings");
        free(last_msg);
        free(last_id);
        last_msg = nm;
        last_id = ni ? ni : dup_s("", 0);
    }
    if (nout >= 1 || nargs == 0)
        mt_from_string(out[0], m);
    if (nout >= 2)
        mt_from_string(out[1], i);
    free(m);
    free(i);
}
