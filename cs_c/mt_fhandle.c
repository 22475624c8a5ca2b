/* mt_fhandle.c — function handles as run-time values (class MT_FHANDLE).
 *
 * The compiler resolves handles at compile time wherever it can follow them; a handle stored
 * in a cell or a struct field becomes a value of its own: a 1x1 MT_FHANDLE whose `data`
 * holds one pointer to a shared, reference-counted record (the handle's creation-site id
 * among the sites the compiler knows, Octave's text of it, and the captured values as a
 * cell). The generated code calls through one by switching on mt_fh_site, one branch per
 * site that may reach the call, and reads the captured values with mt_fh_cap.
 * MT_FHANDLE counts as a container (mt__is_container) so the generic paths hand it to
 * mt_cell.c, which copies, releases and displays it through the helpers here.
 */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct mt_fh {
    size_t refs;
    int site;
    char *text;
    mt_array caps; /* 1xN cell */
} mt_fh;

static mt_fh *rec(const mt_array *h)
{
    return h->data ? *(mt_fh *const *)h->data : NULL;
}

static void need_handle(const mt_array *h, const char *who)
{
    if (h->cls != MT_FHANDLE || !rec(h))
        mt_error("%s: FCN_HANDLE argument must be a valid function handle", who);
}

/* r = a 1x1 MT_FHANDLE slot holding record f (whose reference the caller hands over). */
static void give(mt_array *r, mt_fh *f)
{
    size_t d[2] = {1, 1};
    mt_array t = MT_ARRAY_INIT;
    mt_resize(&t, MT_FHANDLE, 0, 2, d);
    *(mt_fh **)t.data = f;
    mt_free(r);
    *r = t;
}

void mt_fh_box(mt_array *r, double site, const char *text, int ncaps, const mt_arg *caps)
{
    size_t n = strlen(text) + 1, d[2];
    mt_fh *f = (mt_fh *)malloc(sizeof *f);
    mt_array init = MT_ARRAY_INIT;
    int k;
    if (!f)
        mt_error("out of memory");
    f->refs = 1;
    f->site = (int)site;
    f->text = (char *)malloc(n);
    if (!f->text)
        mt_error("out of memory");
    memcpy(f->text, text, n);
    f->caps = init;
    d[0] = 1;
    d[1] = (size_t)ncaps;
    mt_cell_new(&f->caps, 2, d);
    for (k = 0; k < ncaps; k++) {
        mt_array t = MT_ARRAY_INIT;
        if (caps[k].a)
            mt__cell_put(&f->caps, (size_t)k, caps[k].a);
        else {
            mt_from_scalar(&t, caps[k].s);
            mt__cell_put(&f->caps, (size_t)k, &t);
            mt_free(&t);
        }
    }
    give(r, f);
}

double mt_fh_site(const mt_array *a)
{
    return a->cls == MT_FHANDLE && rec(a) ? (double)rec(a)->site + 1 : 0;
}

void mt_fh_cap(mt_array *r, const mt_array *h, double j)
{
    need_handle(h, "mat2c");
    mt_copy(r, mt__cell_at(&rec(h)->caps, (size_t)j));
}

const char *mt__fh_text(const mt_array *h)
{
    return rec(h) ? rec(h)->text : "";
}

void mt_fh_func2str(mt_array *r, const mt_array *h)
{
    const char *t;
    need_handle(h, "func2str");
    t = rec(h)->text;
    /* Octave: a named handle's text without the `@`, an anonymous one's whole */
    mt_from_string(r, t[0] == '@' && t[1] != '(' ? t + 1 : t);
}

double mt_fh_is(const mt_array *a)
{
    return a->cls == MT_FHANDLE;
}

void mt__fh_release(mt_array *h)
{
    mt_fh *f = rec(h);
    if (f && --f->refs == 0) {
        free(f->text);
        mt_free(&f->caps);
        free(f);
    }
    if (h->data)
        *(mt_fh **)h->data = NULL;
}

void mt__fh_copy(mt_array *r, const mt_array *h)
{
    mt_fh *f = rec(h);
    if (f)
        f->refs++;
    give(r, f);
}

/* isequal of two handles, as Octave compares them: named handles by the function they name,
 * anonymous ones by identity of the creation (which copies of one handle share). */
int mt__fh_equal(const mt_array *a, const mt_array *b)
{
    mt_fh *x = rec(a), *y = rec(b);
    if (a->cls != MT_FHANDLE || b->cls != MT_FHANDLE || !x || !y)
        return 0;
    if (x == y)
        return 1;
    return x->text[1] != '(' && !strcmp(x->text, y->text);
}
