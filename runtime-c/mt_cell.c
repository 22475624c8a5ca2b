/* mt_cell.c — cell arrays and structs.
 *
 * Representation (both are `mt_array`s, so every slot, argument and return path of the
 * generated code carries them unchanged):
 *  - MT_CELL: `data` holds `numel` pointers to reference-counted boxes (`mt_box`), NULL
 *    standing for `[]`. Boxes are immutable once shared: an update replaces the pointer, so
 *    copying a cell copies pointers and bumps counts (value semantics at O(numel) cost).
 *  - MT_STRUCT: `dims`/`numel` are the struct array's; `data` points to an `mt_sdata` with
 *    the ordered field names and, per field, a cell of the struct array's dims.
 *
 * Paren indexing, assignment with growth and deletion reuse the numeric code on an array of
 * element ids (1..numel as doubles): the numeric result says which source element lands
 * where (0: zero fill, i.e. `[]`), so subscript rules and error messages are shared.
 */
#include "mt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct mt_box {
    size_t refs;
    mt_array v;
} mt_box;

typedef struct mt_sdata {
    size_t nf;
    char **names;
    mt_array *f; /* nf cells, each with the struct array's dims */
} mt_sdata;

static mt_arg m2c_arg_array(const mt_array *a)
{
    mt_arg r;
    r.a = a;
    r.s = 0;
    return r;
}

static mt_arg m2c_arg_scalar(double v)
{
    mt_arg r;
    r.a = NULL;
    r.s = v;
    return r;
}

static void *xalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        mt_error("out of memory or dimension too large for Octave's index type");
    return p;
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = (char *)xalloc(n);
    memcpy(p, s, n);
    return p;
}

int (mt__is_container)(const mt_array *a)
{
    return a->cls == MT_CELL || a->cls == MT_STRUCT || a->cls == MT_FHANDLE || a->cls == MT_MAP;
}

/* Operations that take cells and structs apart do not apply to a function handle. */
static void no_handle(const mt_array *a)
{
    if (a->cls == MT_FHANDLE)
        mt_error("mat2c: this operation on a function handle is not supported");
}

/* Octave's name of a value that cannot be indexed with `{` or `.` */
static const char *indexed_name(const mt_array *a)
{
    static char buf[64];
    int sc = a->numel == 1;
    switch (a->cls) {
    case MT_FHANDLE: return "function handle";
    case MT_MAP: return "object";
    case MT_CELL: return "cell";
    case MT_STRUCT: return "struct";
    case MT_CHAR: return mt__char_type(a);
    case MT_LOGICAL: return sc ? "bool" : "bool matrix";
    case MT_SINGLE:
        if (a->cplx)
            return sc ? "float complex scalar" : "float complex matrix";
        return sc ? "float scalar" : "float matrix";
    case MT_DOUBLE:
        if (a->layout == MT_LAYOUT_RANGE)
            return "double_range";
        if (a->layout == MT_LAYOUT_DIAG)
            return a->cplx ? "complex diagonal matrix" : "diagonal matrix";
        if (a->layout == MT_LAYOUT_PERM)
            return "permutation matrix";
        if (a->cplx)
            return sc ? "complex scalar" : "complex matrix";
        return sc ? "scalar" : "matrix";
    default:
        snprintf(buf, sizeof buf, "%s %s", mt_class_name(a->cls), sc ? "scalar" : "matrix");
        return buf;
    }
}

static mt_box **cells(const mt_array *c)
{
    return (mt_box **)c->data;
}

static mt_sdata *sdata(const mt_array *s)
{
    return (mt_sdata *)s->data;
}

static void box_release(mt_box *b)
{
    if (b && --b->refs == 0) {
        mt_free(&b->v);
        free(b);
    }
}

static mt_box *box_new(const mt_array *v)
{
    mt_box *b = (mt_box *)xalloc(sizeof *b);
    mt_array init = MT_ARRAY_INIT;
    b->refs = 1;
    b->v = init;
    mt_copy(&b->v, v);
    return b;
}

static mt_box *box_of_arg(mt_arg a)
{
    mt_array t = MT_ARRAY_INIT;
    mt_box *b;
    if (a.a)
        return box_new(a.a);
    mt_from_scalar(&t, a.s);
    b = box_new(&t);
    mt_free(&t);
    return b;
}

/* The value a cell element stands for (NULL: the shared `[]`). */
static const mt_array *box_value(const mt_box *b)
{
    static const mt_array empty = MT_ARRAY_INIT;
    return b ? &b->v : &empty;
}

void mt__container_release(mt_array *a)
{
    size_t i, k;
    if (a->cls == MT_FHANDLE)
        mt__fh_release(a);
    else if (a->cls == MT_MAP)
        mt__map_release(a);
    else if (a->cls == MT_CELL) {
        if (a->data)
            for (i = 0; i < a->numel; i++)
                box_release(cells(a)[i]);
    } else if (a->cls == MT_STRUCT && a->data) {
        mt_sdata *d = sdata(a);
        for (k = 0; k < d->nf; k++) {
            free(d->names[k]);
            mt_free(&d->f[k]);
        }
        free(d->names);
        free(d->f);
    }
    if (!a->borrowed)
        free(a->data);
    a->borrowed = 0;
    a->data = NULL;
    a->cap = 0;
    a->numel = 0;
    a->cls = MT_DOUBLE;
    a->ndims = 2;
    a->dims[0] = a->dims[1] = 0;
}

/* r = a cell of the given dims, every element `[]`. */
static void cell_alloc(mt_array *r, int nd, const size_t *dims)
{
    mt_resize(r, MT_CELL, 0, nd, dims);
    if (r->numel)
        memset(r->data, 0, r->numel * sizeof(mt_box *));
}

static void struct_alloc(mt_array *r, int nd, const size_t *dims, size_t nf)
{
    size_t d[MT_MAXDIMS], n = 1, k;
    int i, cnd = nd < 2 ? 2 : nd;
    mt_sdata *sd;
    mt_array init = MT_ARRAY_INIT;
    mt_free(r);
    for (i = 0; i < cnd; i++) {
        d[i] = i < nd ? dims[i] : 1;
        n *= d[i];
    }
    while (cnd > 2 && d[cnd - 1] == 1)
        cnd--;
    sd = (mt_sdata *)xalloc(sizeof *sd);
    sd->nf = nf;
    sd->names = (char **)xalloc(nf * sizeof(char *));
    sd->f = (mt_array *)xalloc(nf * sizeof(mt_array));
    for (k = 0; k < nf; k++) {
        sd->names[k] = NULL;
        sd->f[k] = init;
        cell_alloc(&sd->f[k], cnd, d);
    }
    r->cls = MT_STRUCT;
    r->cplx = 0;
    r->ndims = cnd;
    for (i = 0; i < MT_MAXDIMS; i++)
        r->dims[i] = i < cnd ? d[i] : 0;
    r->numel = n;
    r->data = sd;
    r->cap = 0;
    r->layout = MT_LAYOUT_FULL;
}

void mt__container_copy(mt_array *r, const mt_array *a)
{
    mt_array res = MT_ARRAY_INIT;
    size_t i, k;
    if (r == a)
        return;
    if (a->cls == MT_FHANDLE) {
        mt__fh_copy(r, a);
        return;
    }
    if (a->cls == MT_MAP) {
        mt__map_copy(r, a);
        return;
    }
    if (a->cls == MT_CELL) {
        cell_alloc(&res, a->ndims, a->dims);
        for (i = 0; i < a->numel; i++) {
            mt_box *b = cells(a)[i];
            if (b)
                b->refs++;
            cells(&res)[i] = b;
        }
    } else {
        const mt_sdata *sd = sdata(a);
        struct_alloc(&res, a->ndims, a->dims, sd->nf);
        for (k = 0; k < sd->nf; k++) {
            sdata(&res)->names[k] = xstrdup(sd->names[k]);
            mt__container_copy(&sdata(&res)->f[k], &sd->f[k]);
        }
    }
    mt_free(r);
    *r = res;
}

/* How many elements subscripts select in c (a colon spans the extent it stands for). */
static size_t selection_count(const mt_array *c, int nsubs, const mt_sub *subs)
{
    size_t n = 1, i, m;
    int k;
    for (k = 0; k < nsubs; k++) {
        const mt_array *a = subs[k].a;
        switch (subs[k].kind) {
        case MT_SUB_SCALAR: m = 1; break;
        case MT_SUB_COLON: m = (size_t)mt_end(c, k, nsubs); break;
        default:
            if (a->cls == MT_LOGICAL) {
                m = 0;
                for (i = 0; i < a->numel; i++)
                    m += ((const uint8_t *)a->data)[i] != 0;
            } else
                m = a->numel;
            break;
        }
        n *= m;
    }
    return n;
}

/* Stores box b (owned) at scalar subscripts of cell c in place, growing a vector by
 * doubling its capacity: the O(1) paths of `c{k} = v`, `c{end+1} = v`, `c(k) = {v}`.
 * Returns 0 (b untouched) where the generic path must decide (and report errors). */
static int cell_set_fast(mt_array *c, int nsubs, const mt_sub *subs, mt_box *b)
{
    size_t k, n = c->numel, need;
    int row, col;
    if (c->cls != MT_CELL || c->ndims != 2)
        return 0;
    if (nsubs == 2 && subs[0].kind == MT_SUB_SCALAR && subs[1].kind == MT_SUB_SCALAR) {
        double i = subs[0].s, j = subs[1].s;
        if (!(i >= 1 && j >= 1 && i <= (double)c->dims[0] && j <= (double)c->dims[1]) ||
            i != (double)(size_t)i || j != (double)(size_t)j)
            return 0;
        k = (size_t)i - 1 + ((size_t)j - 1) * c->dims[0];
        box_release(cells(c)[k]);
        cells(c)[k] = b;
        return 1;
    }
    if (nsubs != 1 || subs[0].kind != MT_SUB_SCALAR)
        return 0;
    if (!(subs[0].s >= 1 && subs[0].s < 9.0e15) || subs[0].s != (double)(size_t)subs[0].s)
        return 0;
    k = (size_t)subs[0].s - 1;
    if (k < n) {
        box_release(cells(c)[k]);
        cells(c)[k] = b;
        return 1;
    }
    row = c->dims[0] == 1 || (c->dims[0] == 0 && c->dims[1] == 0);
    col = !row && c->dims[1] == 1;
    if (!row && !col)
        return 0;
    need = k + 1;
    if (need * sizeof(mt_box *) > c->cap || !c->data) {
        size_t ncap = need < 2 * n ? 2 * n : need;
        void *p = realloc(c->data, ncap * sizeof(mt_box *));
        if (!p)
            mt_error("out of memory or dimension too large for Octave's index type");
        c->data = p;
        c->cap = ncap * sizeof(mt_box *);
    }
    memset(cells(c) + n, 0, (need - n) * sizeof(mt_box *));
    cells(c)[k] = b;
    c->numel = need;
    c->dims[0] = row ? 1 : need;
    c->dims[1] = row ? need : 1;
    c->layout = MT_LAYOUT_FULL;
    return 1;
}

/* ---- element ids: the numeric index machinery decides placement ---- */

static void ids_of(mt_array *ids, const mt_array *a)
{
    size_t i;
    mt_resize(ids, MT_DOUBLE, 0, a->ndims, a->dims);
    for (i = 0; i < a->numel; i++)
        ((double *)ids->data)[i] = (double)(i + 1);
}

/* A cell shaped like ids whose element k is src's element ids[k] (0: `[]`). */
static void gather(mt_array *r, const mt_array *src, const mt_array *ids, const mt_array *extra)
{
    mt_array res = MT_ARRAY_INIT;
    size_t i, n = src ? src->numel : 0;
    cell_alloc(&res, ids->ndims, ids->dims);
    for (i = 0; i < ids->numel; i++) {
        size_t id = (size_t)((const double *)ids->data)[i];
        mt_box *b = NULL;
        if (id >= 1 && id <= n)
            b = cells(src)[id - 1];
        else if (id > n && extra)
            b = cells(extra)[(id - n - 1) % (extra->numel ? extra->numel : 1)];
        if (b)
            b->refs++;
        cells(&res)[i] = b;
    }
    mt_free(r);
    *r = res;
}

static const char *owner_name(const mt_array *a)
{
    if (a->cls == MT_CELL)
        return "cell array";
    if (a->cls == MT_STRUCT)
        return a->numel == 1 ? "scalar struct" : "struct";
    if (a->cls == MT_FHANDLE)
        return "function handle";
    return "matrix";
}

/* ---- structs: field lookup and layout ---- */

static long field_pos(const mt_array *s, const char *name)
{
    size_t k;
    const mt_sdata *sd = sdata(s);
    for (k = 0; k < sd->nf; k++)
        if (strcmp(sd->names[k], name) == 0)
            return (long)k;
    return -1;
}

/* Adds field `name` (all `[]`) to struct s; returns its position. */
static size_t add_field(mt_array *s, const char *name)
{
    mt_sdata *sd = sdata(s);
    mt_array init = MT_ARRAY_INIT;
    size_t k = sd->nf;
    sd->names = (char **)realloc(sd->names, (k + 1) * sizeof(char *));
    sd->f = (mt_array *)realloc(sd->f, (k + 1) * sizeof(mt_array));
    if (!sd->names || !sd->f)
        mt_error("out of memory");
    sd->names[k] = xstrdup(name);
    sd->f[k] = init;
    cell_alloc(&sd->f[k], s->ndims, s->dims);
    sd->nf = k + 1;
    return k;
}

/* A struct with s's fields (in order) and dims of ids, elements gathered by ids. */
static void struct_gather(mt_array *r, const mt_array *s, const mt_array *ids)
{
    mt_array res = MT_ARRAY_INIT;
    const mt_sdata *sd = sdata(s);
    size_t k;
    struct_alloc(&res, ids->ndims, ids->dims, sd->nf);
    for (k = 0; k < sd->nf; k++) {
        sdata(&res)->names[k] = xstrdup(sd->names[k]);
        gather(&sdata(&res)->f[k], &sd->f[k], ids, NULL);
    }
    mt_free(r);
    *r = res;
}

static void empty_struct(mt_array *r)
{
    size_t d[2] = {1, 1};
    struct_alloc(r, 2, d, 0);
}

int mt_is_container(const mt_array *a)
{
    return mt__is_container(a);
}

void mt_container_ids(mt_array *ids, const mt_array *a)
{
    ids_of(ids, a);
}

void mt_container_gather(mt_array *r, const mt_array *a, const mt_array *ids)
{
    no_handle(a);
    if (a->cls == MT_CELL)
        gather(r, a, ids, NULL);
    else
        struct_gather(r, a, ids);
}

/* ---- paren indexing, assignment, deletion (hooks of mt_index / mt_assign / mt_delete) ---- */

void mt__container_index(mt_array *r, const mt_array *a, int nsubs, const mt_sub *subs,
                         const char *var)
{
    mt_array ids = MT_ARRAY_INIT, sel = MT_ARRAY_INIT;
    no_handle(a);
    ids_of(&ids, a);
    mt_index(&sel, &ids, nsubs, subs, var);
    if (a->cls == MT_CELL)
        gather(r, a, &sel, NULL);
    else
        struct_gather(r, a, &sel);
    mt_free(&ids);
    mt_free(&sel);
}

/* Fields of `from` missing in s are added to s. */
static void merge_fields(mt_array *s, const mt_array *from)
{
    size_t k;
    for (k = 0; k < sdata(from)->nf; k++)
        if (field_pos(s, sdata(from)->names[k]) < 0)
            add_field(s, sdata(from)->names[k]);
}

void mt__container_assign(mt_array *a, int nsubs, const mt_sub *subs, mt_arg grhs,
                          const char *var)
{
    /* static, like mt__container_delete's: an error raised by the assignment of the element
     * ids (a bad subscript, an impossible growth) leaves them reachable, not leaked */
    static mt_array ids = MT_ARRAY_INIT, rid = MT_ARRAY_INIT;
    mt_array boxed = MT_ARRAY_INIT, res = MT_ARRAY_INIT;
    const mt_array *rhs = grhs.a;
    size_t i, n;
    int fresh = !mt__is_container(a) && a->numel == 0;
    no_handle(a);
    if (rhs)
        no_handle(rhs);
    if (!mt__is_container(a) && !fresh)
        mt_error("conversion to %s from %s is not possible",
                 a->cls == MT_CHAR ? "char" : "double",
                 rhs && rhs->cls == MT_STRUCT ? "struct" : "cell array");
    if (rhs && rhs->cls == MT_STRUCT && (fresh || a->cls == MT_STRUCT)) {
        mt_array base = MT_ARRAY_INIT;
        if (fresh)
            struct_alloc(&base, 2, a->dims, 0);
        else
            mt_copy(&base, a);
        merge_fields(&base, rhs);
        ids_of(&ids, &base);
        n = base.numel;
        mt_resize(&rid, MT_DOUBLE, 0, rhs->ndims, rhs->dims);
        for (i = 0; i < rhs->numel; i++)
            ((double *)rid.data)[i] = (double)(n + i + 1);
        if (rhs->numel == 1)
            mt_assign(&ids, nsubs, subs, m2c_arg_scalar((double)(n + 1)), var);
        else
            mt_assign(&ids, nsubs, subs, m2c_arg_array(&rid), var);
        {
            const mt_sdata *bd = sdata(&base);
            size_t k;
            struct_alloc(&res, ids.ndims, ids.dims, bd->nf);
            for (k = 0; k < bd->nf; k++) {
                long rk = field_pos(rhs, bd->names[k]);
                sdata(&res)->names[k] = xstrdup(bd->names[k]);
                gather(&sdata(&res)->f[k], &bd->f[k], &ids, rk >= 0 ? &sdata(rhs)->f[rk] : NULL);
            }
        }
        mt_free(&base);
    } else if (a->cls == MT_STRUCT) {
        mt_error("invalid assignment to struct array element");
    } else {
        const mt_array *src;
        if (a->cls == MT_CELL && (!rhs || rhs->cls != MT_CELL || rhs->numel == 1)) {
            mt_box *b;
            if (rhs && rhs->cls == MT_CELL) {
                b = cells(rhs)[0];
                if (b)
                    b->refs++;
            } else
                b = box_of_arg(grhs);
            if (b && cell_set_fast(a, nsubs, subs, b))
                return;
            box_release(b);
        }
        if (rhs && rhs->cls == MT_CELL)
            src = rhs;
        else {
            /* c(i) = x with x not a cell stores x itself (Octave converts). */
            size_t d1[2] = {1, 1};
            cell_alloc(&boxed, 2, d1);
            cells(&boxed)[0] = box_of_arg(grhs);
            src = &boxed;
        }
        if (fresh) {
            mt_array e = MT_ARRAY_INIT;
            cell_alloc(&e, 2, a->dims);
            ids_of(&ids, &e);
            mt_free(&e);
            n = 0;
        } else {
            ids_of(&ids, a);
            n = a->numel;
        }
        mt_resize(&rid, MT_DOUBLE, 0, src->ndims, src->dims);
        for (i = 0; i < src->numel; i++)
            ((double *)rid.data)[i] = (double)(n + i + 1);
        if (src->numel == 1)
            mt_assign(&ids, nsubs, subs, m2c_arg_scalar((double)(n + 1)), var);
        else
            mt_assign(&ids, nsubs, subs, m2c_arg_array(&rid), var);
        gather(&res, fresh ? NULL : a, &ids, src);
    }
    mt_free(&ids);
    mt_free(&rid);
    mt_free(&boxed);
    mt_free(a);
    *a = res;
}

void mt__container_delete(mt_array *a, int nsubs, const mt_sub *subs, const char *var)
{
    /* reused between calls: an invalid deletion raises its error (caught by a `try`) with
     * the element ids still reachable, not leaked */
    static mt_array ids = MT_ARRAY_INIT;
    mt_array res = MT_ARRAY_INIT;
    no_handle(a);
    ids_of(&ids, a);
    mt__delete_elements(&ids, nsubs, subs, var);
    if (a->cls == MT_CELL)
        gather(&res, a, &ids, NULL);
    else
        struct_gather(&res, a, &ids);
    mt_free(a);
    *a = res;
}

void mt__container_transpose(mt_array *r, const mt_array *a)
{
    mt_array ids = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    if (a->cls == MT_FHANDLE)
        mt_error("unary operator ''' not implemented for 'function handle' operands");
    if (a->ndims > 2)
        mt_error("transpose not defined for N-D objects");
    ids_of(&ids, a);
    mt_transpose(&t, &ids);
    if (a->cls == MT_CELL)
        gather(r, a, &t, NULL);
    else
        struct_gather(r, a, &t);
    mt_free(&ids);
    mt_free(&t);
}

/* ---- concatenation (hook of mt_horzcat / mt_vertcat) ---- */

/* Octave's messages: a function handle can neither start a concatenation nor join one. */
static void concat_no_handles(int n, const mt_arg *parts)
{
    int k;
    for (k = 0; k < n; k++)
        if (parts[k].a && parts[k].a->cls == MT_FHANDLE) {
            if (k == 0)
                mt_error("octave_base_value::resize (): wrong type argument 'function handle'");
            mt_error("concatenation operator not implemented for 'matrix' by 'function handle' "
                     "operations");
        }
}

/* The element ids of a concatenation, one array per part, and their concatenation: held
 * while the ids are concatenated, which raises Octave's dimension errors. */
typedef struct {
    int n;
    mt_array *ids;
    mt_arg *args;
    mt_array cat;
} concat_work;

static void concat_work_drop(void *p)
{
    concat_work *w = (concat_work *)p;
    int k;
    for (k = 0; k < w->n; k++)
        mt_free(&w->ids[k]);
    free(w->ids);
    free(w->args);
    mt_free(&w->cat);
    free(w);
}

/* How part p joins a concatenation whose result has class cls: as its elements (a value of
 * class cls, or an empty non-struct in a cell result: none), or else as one element. */
static int joins_as_elements(const mt_array *p, mt_class cls)
{
    return p && (p->cls == cls || (cls == MT_CELL && p->numel == 0 && p->cls != MT_STRUCT));
}

/* The struct parts of a concatenation (no cell among them) have the same field names (in
 * any order), else Octave's error; the first struct. */
static const mt_array *concat_struct_fields(int n, const mt_arg *parts)
{
    const mt_array *first = NULL;
    int k;
    for (k = 0; k < n; k++) {
        const mt_array *p = parts[k].a;
        if (p && p->cls == MT_STRUCT) {
            if (!first)
                first = p;
            else {
                size_t f;
                int same = sdata(p)->nf == sdata(first)->nf;
                for (f = 0; same && f < sdata(p)->nf; f++)
                    same = field_pos(first, sdata(p)->names[f]) >= 0;
                if (!same)
                    mt_error("cat: field names mismatch in concatenating structs");
            }
        }
    }
    return first;
}

/* After the dims check: a value that is neither a struct nor [] among structs, with
 * Octave's messages (a value before the first struct, a scalar after it, a matrix). */
static void concat_struct_others(int n, const mt_arg *parts, const mt_array *first)
{
    mt_array m;
    int k, seen = 0;
    for (k = 0; k < n; k++) {
        const mt_array *p = parts[k].a;
        if (p == first)
            seen = 1;
        if (p && (p->cls == MT_STRUCT || p->numel == 0))
            continue;
        if (!seen) {
            const char *name = "matrix"; /* named as a matrix, whatever its size */
            if (p) {
                m = *p;
                m.numel = 2;
                name = mt__type_name(&m);
            }
            mt_error("concatenation operator not implemented for '%s' by '%s' operations", name,
                     mt__type_name(first));
        }
        if (!p || p->numel == 1)
            mt_error("concatenation operator not implemented for 'struct' by '%s' operations",
                     p ? mt__type_name(p) : "scalar");
        mt_error("invalid concatenation of structure with matrix");
    }
}

/* [parts] (vert: [parts;]) of cells or structs; fn_form: cat/horzcat/vertcat's messages.
 * The element ids, numbered across the parts, are concatenated as numbers first (the dims
 * check); the elements follow them. In a cell result, a value that is not a cell joins as
 * a 1x1 cell ([] and other non-struct empties add nothing). */
void mt__container_concat(mt_array *r, int n, const mt_arg *parts, int vert, int fn_form)
{
    mt_array all = MT_ARRAY_INIT, res = MT_ARRAY_INIT, init = MT_ARRAY_INIT;
    const mt_array *first = NULL;
    mt_class cls = MT_CELL;
    concat_work *w;
    size_t total = 0, off = 0, i, d1[2] = {1, 1};
    int k, any_struct = 0, any_cell = 0;
    concat_no_handles(n, parts);
    for (k = 0; k < n; k++) {
        const mt_array *p = parts[k].a;
        any_struct |= p && p->cls == MT_STRUCT;
        any_cell |= p && p->cls == MT_CELL;
    }
    if (any_struct && !any_cell) {
        first = concat_struct_fields(n, parts);
        cls = MT_STRUCT;
    }
    w = (concat_work *)xalloc(sizeof *w);
    w->n = 0;
    w->cat = init;
    w->ids = (mt_array *)xalloc((size_t)(n ? n : 1) * sizeof(mt_array));
    w->args = (mt_arg *)xalloc((size_t)(n ? n : 1) * sizeof(mt_arg));
    mt__hold_with(w, concat_work_drop);
    for (k = 0; k < n; k++) {
        const mt_array *p = parts[k].a;
        w->ids[k] = init;
        w->n = k + 1;
        if (joins_as_elements(p, cls)) {
            mt_resize(&w->ids[k], MT_DOUBLE, 0, p->cls == cls ? p->ndims : 2, p->dims);
            for (i = 0; i < w->ids[k].numel; i++)
                ((double *)w->ids[k].data)[i] = (double)(total + i + 1);
            total += w->ids[k].numel;
        } else if (cls == MT_STRUCT) {
            /* zeros for the dims check: concat_struct_others refuses the value after it */
            mt_resize(&w->ids[k], MT_DOUBLE, 0, p ? p->ndims : 2, p ? p->dims : d1);
            for (i = 0; i < w->ids[k].numel; i++)
                ((double *)w->ids[k].data)[i] = 0;
        } else
            mt_from_scalar(&w->ids[k], (double)++total);
        w->args[k] = m2c_arg_array(&w->ids[k]);
    }
    if (fn_form)
        mt__cat_fn(&w->cat, n, w->args, vert);
    else if (vert)
        mt_vertcat(&w->cat, n, w->args);
    else
        mt_horzcat(&w->cat, n, w->args);
    d1[0] = 1;
    d1[1] = total;
    if (cls == MT_STRUCT)
        concat_struct_others(n, parts, first);
    if (cls == MT_STRUCT) {
        /* one gather per field, the field's elements laid out in a row */
        const mt_sdata *fd = sdata(first);
        size_t f;
        struct_alloc(&res, w->cat.ndims, w->cat.dims, fd->nf);
        for (f = 0; f < fd->nf; f++) {
            sdata(&res)->names[f] = xstrdup(fd->names[f]);
            cell_alloc(&all, 2, d1);
            off = 0;
            for (k = 0; k < n; k++) {
                const mt_array *p = parts[k].a;
                if (p && p->cls == MT_STRUCT) {
                    const mt_array *fc = &sdata(p)->f[field_pos(p, fd->names[f])];
                    for (i = 0; i < p->numel; i++) {
                        mt_box *b = cells(fc)[i];
                        if (b)
                            b->refs++;
                        cells(&all)[off + i] = b;
                    }
                    off += p->numel;
                }
            }
            gather(&sdata(&res)->f[f], &all, &w->cat, NULL);
        }
    } else {
        cell_alloc(&all, 2, d1);
        for (k = 0; k < n; k++) {
            const mt_array *p = parts[k].a;
            if (!joins_as_elements(p, MT_CELL))
                cells(&all)[off++] = box_of_arg(parts[k]);
            else if (p->cls == MT_CELL)
                for (i = 0; i < p->numel; i++) {
                    mt_box *b = cells(p)[i];
                    if (b)
                        b->refs++;
                    cells(&all)[off++] = b;
                }
        }
        gather(&res, &all, &w->cat, NULL);
    }
    mt__unhold(w);
    concat_work_drop(w);
    mt_free(&all);
    mt_free(r);
    *r = res;
}

/* ---- construction and brace indexing (called by generated code) ---- */

void mt_cell_box(mt_array *r, mt_arg x)
{
    mt_array res = MT_ARRAY_INIT;
    size_t d1[2] = {1, 1};
    cell_alloc(&res, 2, d1);
    cells(&res)[0] = box_of_arg(x);
    mt_free(r);
    *r = res;
}

void mt_cell_new(mt_array *r, int ndims, const size_t *dims)
{
    mt_array res = MT_ARRAY_INIT;
    cell_alloc(&res, ndims, dims);
    mt_free(r);
    *r = res;
}

/* Element i of a cell (the shared `[]` for an empty one); for the runtime's cell-returning
 * builtins (mt_cellstr.c, mt_regex.c). */
static int is_cs(const mt_array *a)
{
    return a->cls == MT_CELL || a->cls == MT_STRUCT;
}

/* isequal of containers: a cell equals a cell of the same dims whose elements are equal,
 * a struct a struct of the same dims with the same field names (in any order) and equal
 * values; `leaf` compares everything else. */
int mt__container_equal(const mt_array *a, const mt_array *b,
                        int (*leaf)(const mt_array *, const mt_array *))
{
    size_t i, j, k;
    int d;
    if (a->cls != b->cls || (a->cls != MT_CELL && a->cls != MT_STRUCT))
        return 0;
    if (a->ndims != b->ndims)
        return 0;
    for (d = 0; d < a->ndims; d++)
        if (a->dims[d] != b->dims[d])
            return 0;
    if (a->cls == MT_CELL) {
        for (i = 0; i < a->numel; i++) {
            const mt_array *x = mt__cell_at(a, i), *y = mt__cell_at(b, i);
            if (!(is_cs(x) || is_cs(y) ? mt__container_equal(x, y, leaf) : leaf(x, y)))
                return 0;
        }
        return 1;
    }
    {
        const mt_sdata *sa = (const mt_sdata *)a->data, *sb = (const mt_sdata *)b->data;
        size_t na = sa ? sa->nf : 0, nb = sb ? sb->nf : 0;
        if (na != nb)
            return 0;
        for (i = 0; i < na; i++) {
            for (j = 0; j < nb && strcmp(sa->names[i], sb->names[j]); j++)
                ;
            if (j == nb)
                return 0;
            for (k = 0; k < a->numel; k++) {
                const mt_array *x = mt__cell_at(&sa->f[i], k), *y = mt__cell_at(&sb->f[j], k);
                if (!(is_cs(x) || is_cs(y) ? mt__container_equal(x, y, leaf) : leaf(x, y)))
                    return 0;
            }
        }
    }
    return 1;
}

const mt_array *mt__cell_at(const mt_array *c, size_t i)
{
    return box_value(cells(c)[i]);
}

/* Stores a copy of v as element i of a cell made by mt_cell_new (its element i is `[]`). */
void mt__cell_put(mt_array *c, size_t i, const mt_array *v)
{
    box_release(cells(c)[i]);
    cells(c)[i] = box_new(v);
}

static void brace_not_cell(const mt_array *c)
{
    mt_error("%s cannot be indexed with {", indexed_name(c));
}

/* The ids a brace subscript list selects in cell c (a fresh double array). */
static void brace_select(mt_array *sel, const mt_array *c, int nsubs, const mt_sub *subs,
                         const char *var)
{
    mt_array ids = MT_ARRAY_INIT;
    ids_of(&ids, c);
    /* an index error raised below frees the ids when a `try` catches it */
    mt__hold(ids.data);
    mt_index(sel, &ids, nsubs, subs, var);
    mt__unhold(ids.data);
    mt_free(&ids);
}

void mt_cell_brace(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, const char *var)
{
    mt_array sel = MT_ARRAY_INIT;
    size_t id;
    if (c->cls != MT_CELL)
        brace_not_cell(c);
    if (nsubs == 1 && subs[0].kind == MT_SUB_SCALAR)
        id = mt_index_offset(c, subs[0].s, 0, 1, var) + 1;
    else if (nsubs == 2 && c->ndims == 2 && subs[0].kind == MT_SUB_SCALAR &&
             subs[1].kind == MT_SUB_SCALAR) {
        size_t i = mt_index_offset(c, subs[0].s, 0, 2, var);
        size_t j = mt_index_offset(c, subs[1].s, 1, 2, var);
        id = i + j * c->dims[0] + 1;
    } else {
        brace_select(&sel, c, nsubs, subs, var);
        if (sel.numel == 0)
            mt_error("indexing produces no results");
        id = (size_t)((double *)sel.data)[0];
        mt_free(&sel);
    }
    {
        mt_array tmp = MT_ARRAY_INIT;
        mt_copy(&tmp, box_value(cells(c)[id - 1]));
        mt_free(r);
        *r = tmp;
    }
}

void mt_cell_brace_lv(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs,
                      const char *var)
{
    int k;
    mt_array tmp = MT_ARRAY_INIT;
    if (c->cls == MT_CELL) {
        size_t ed = 0;
        int in = 1;
        for (k = 0; k < nsubs && in; k++) {
            if (subs[k].kind != MT_SUB_SCALAR) {
                in = 0;
                break;
            }
            ed = (size_t)mt_end(c, k, nsubs);
            in = subs[k].s >= 1 && subs[k].s <= (double)ed;
        }
        if (in && nsubs > 0) {
            mt_cell_brace(&tmp, c, nsubs, subs, var);
        }
    } else if (c->numel != 0 || mt__is_container(c))
        mt_cell_brace(&tmp, c, nsubs, subs, var);
    mt_free(r);
    *r = tmp;
}

void mt_cell_brace_set(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, mt_arg v,
                       const char *var)
{
    /* static, like the element ids of mt__container_assign: what an error raised by the
     * assignment below leaves is still reachable, and released by the next call */
    static mt_array cur, boxed;
    mt_array init = MT_ARRAY_INIT;
    size_t d1[2] = {1, 1};
    mt_box *b;
    mt_free(&cur);
    mt_free(&boxed);
    cur = init;
    boxed = init;
    if (c->cls != MT_CELL && !(c->numel == 0 && !mt__is_container(c)))
        brace_not_cell(c);
    b = box_of_arg(v); /* first: v may be r itself */
    if (r == c && cell_set_fast(r, nsubs, subs, b))
        return; /* in place (the storage allocator gave r the base's slot) */
    if (c->cls == MT_CELL)
        mt_copy(&cur, c);
    else
        cell_alloc(&cur, 2, c->dims);
    if (cell_set_fast(&cur, nsubs, subs, b)) {
        mt_free(r);
        *r = cur;
        cur = init;
        return;
    }
    if (selection_count(&cur, nsubs, subs) != 1) {
        box_release(b);
        mt_error("invalid dot name structure assignment because the structure array is empty.  "
                 "Specify a subscript on the structure array to resolve.");
    }
    cell_alloc(&boxed, 2, d1);
    cells(&boxed)[0] = b;
    mt_assign(&cur, nsubs, subs, m2c_arg_array(&boxed), var);
    mt_free(&boxed);
    boxed = init;
    mt_free(r);
    *r = cur;
    cur = init;
}

void mt_cell_cs_row(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, const char *var)
{
    mt_array sel = MT_ARRAY_INIT, res = MT_ARRAY_INIT;
    size_t d[2];
    if (c->cls != MT_CELL)
        brace_not_cell(c);
    if (nsubs == 1 && subs[0].kind == MT_SUB_SCALAR) {
        /* one element: no id array */
        size_t d1[2] = {1, 1};
        size_t id = mt_index_offset(c, subs[0].s, 0, 1, var);
        mt_box *b = cells(c)[id];
        cell_alloc(&res, 2, d1);
        if (b)
            b->refs++;
        cells(&res)[0] = b;
        mt_free(r);
        *r = res;
        return;
    }
    brace_select(&sel, c, nsubs, subs, var);
    d[0] = sel.numel ? 1 : 0; /* no elements: {c{:}} is 0x0 */
    d[1] = sel.numel;
    sel.ndims = 2;
    sel.dims[0] = d[0];
    sel.dims[1] = d[1];
    gather(&res, c, &sel, NULL);
    mt_free(&sel);
    mt_free(r);
    *r = res;
}

void mt_cell_cs_cat(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs, const char *var)
{
    mt_array row = MT_ARRAY_INIT, res = MT_ARRAY_INIT;
    mt_arg *parts;
    size_t i;
    mt_cell_cs_row(&row, c, nsubs, subs, var);
    parts = (mt_arg *)xalloc((row.numel ? row.numel : 1) * sizeof(mt_arg));
    for (i = 0; i < row.numel; i++)
        parts[i] = m2c_arg_array(box_value(cells(&row)[i]));
    if (row.numel == 0) {
        size_t d[2] = {0, 0};
        mt_resize(&res, MT_DOUBLE, 0, 2, d);
    } else
        mt_horzcat(&res, (int)row.numel, parts);
    free(parts);
    mt_free(&row);
    mt_free(r);
    *r = res;
}

void mt_cell_brace1(mt_array *r, const mt_array *c, int nsubs, const mt_sub *subs,
                    const char *var)
{
    mt_array row = MT_ARRAY_INIT, tmp = MT_ARRAY_INIT;
    /* c{k} with k a valid linear index: straight to the element (cellfun's loop). */
    if (c->cls == MT_CELL && nsubs == 1 && subs[0].kind == MT_SUB_SCALAR && subs[0].s >= 1 &&
        subs[0].s <= (double)c->numel && subs[0].s == (double)(size_t)subs[0].s) {
        mt_copy(&tmp, box_value(cells(c)[(size_t)subs[0].s - 1]));
        mt_free(r);
        *r = tmp;
        return;
    }
    mt_cell_cs_row(&row, c, nsubs, subs, var);
    if (row.numel != 1)
        mt_error("mat2c: a comma list of %lu values where one argument is expected is not "
                 "supported",
                 (unsigned long)row.numel);
    mt_copy(&tmp, box_value(cells(&row)[0]));
    mt_free(&row);
    mt_free(r);
    *r = tmp;
}

static char *str_of(const mt_array *a, const char *ctx)
{
    char *s;
    size_t i;
    if (a->cls != MT_CHAR)
        mt_error("%s", ctx);
    s = (char *)xalloc(a->numel + 1);
    for (i = 0; i < a->numel; i++)
        s[i] = (char)((const uint8_t *)a->data)[i];
    s[a->numel] = 0;
    return s;
}

void mt_cellfun(mt_array *r, const mt_array *name, const mt_array *c)
{
    mt_array res = MT_ARRAY_INIT;
    char *n = str_of(name, "cellfun: F must be a string or function handle");
    size_t i;
    int logical = strncmp(n, "is", 2) == 0;
    if (c->cls != MT_CELL)
        mt_error("cellfun: C must be a cell array");
    mt_resize(&res, logical ? MT_LOGICAL : MT_DOUBLE, 0, c->ndims, c->dims);
    for (i = 0; i < c->numel; i++) {
        const mt_array *v = box_value(cells(c)[i]);
        double x = 0;
        int numeric = v->cls <= MT_UINT64;
        if (strcmp(n, "isempty") == 0)
            x = v->numel == 0;
        else if (strcmp(n, "islogical") == 0)
            x = v->cls == MT_LOGICAL;
        else if (strcmp(n, "isnumeric") == 0)
            x = numeric;
        else if (strcmp(n, "isreal") == 0)
            x = !mt__is_container(v) && !v->cplx;
        else if (strcmp(n, "length") == 0)
            x = mt_length(v);
        else if (strcmp(n, "ndims") == 0)
            x = v->ndims;
        else if (strcmp(n, "numel") == 0 || strcmp(n, "prodofsize") == 0)
            x = (double)v->numel;
        else
            mt_error("cellfun: '%s' is not supported by mat2c", n);
        if (logical)
            ((uint8_t *)res.data)[i] = (uint8_t)(x != 0);
        else
            ((double *)res.data)[i] = x;
    }
    free(n);
    mt_free(r);
    *r = res;
}

void mt_arg_pick(mt_array *r, const mt_array *args, double k, double nmax, const mt_array *fname,
                 const mt_array *pname, double required)
{
    mt_array tmp = MT_ARRAY_INIT;
    size_t i = (size_t)k;
    if (nmax >= 0 && (double)args->numel > nmax) {
        char *f = str_of(fname, "");
        mt_error("%s: function called with too many inputs", f);
    }
    if (i <= args->numel)
        mt_copy(&tmp, box_value(cells(args)[i - 1]));
    else if (required != 0) {
        char *p = str_of(pname, "");
        mt_error("'%s' undefined", p);
    }
    mt_free(r);
    *r = tmp;
}

void mt_arg_exact(mt_array *r, const mt_array *args, double k, double n, const mt_array *fname)
{
    mt_array tmp = MT_ARRAY_INIT;
    if ((double)args->numel != n) {
        /* the name on the stack: the error unwinds past any free */
        char f[64];
        size_t i, len = fname->numel < sizeof f - 1 ? fname->numel : sizeof f - 1;
        for (i = 0; i < len; i++)
            f[i] = (char)(int)mt__get(fname, i);
        f[len] = 0;
        mt_error("Invalid call to %s", f);
    }
    mt_copy(&tmp, box_value(cells(args)[(size_t)k - 1]));
    mt_free(r);
    *r = tmp;
}

void mt_arg_tail(mt_array *r, const mt_array *args, double k)
{
    mt_array res = MT_ARRAY_INIT;
    size_t i, from = (size_t)k, n = args->numel > from ? args->numel - from : 0;
    size_t d[2];
    d[0] = n ? 1 : 0;
    d[1] = n;
    cell_alloc(&res, 2, d);
    for (i = 0; i < n; i++) {
        mt_box *b = cells(args)[from + i];
        if (b)
            b->refs++;
        cells(&res)[i] = b;
    }
    mt_free(r);
    *r = res;
}

void mt_cell_vout(mt_array *r, const mt_array *vout, double j, double pos, double k)
{
    mt_array tmp = MT_ARRAY_INIT;
    size_t i = (size_t)j;
    if (vout->cls != MT_CELL || i < 1 || i > vout->numel || !cells(vout)[i - 1]) {
        if (k == 1)
            mt_error("value on right hand side of assignment is undefined");
        mt_error("element number %.0f undefined in return list", pos);
    }
    mt_copy(&tmp, box_value(cells(vout)[i - 1]));
    mt_free(r);
    *r = tmp;
}

void mt_call_cs(mt_array *r, const char *name, const mt_array *args)
{
    size_t n = args->cls == MT_CELL ? args->numel : 0, i;
    mt_arg *a = (mt_arg *)xalloc((n ? n : 1) * sizeof(mt_arg));
    mt_array tmp = MT_ARRAY_INIT;
    for (i = 0; i < n; i++)
        a[i] = m2c_arg_array(box_value(cells(args)[i]));
    if (strcmp(name, "fprintf") == 0) {
        int fid = 1;
        size_t off = 0;
        if (n >= 2 && a[0].a->cls != MT_CHAR) {
            fid = (int)mt_to_scalar(a[0].a, "");
            off = 1;
        }
        if (n <= off)
            mt_error("Invalid call to fprintf");
        mt_fprintf(fid, a[off].a, (int)(n - off - 1), a + off + 1);
        if (r)
            mt_from_scalar(r, 0);
    } else if (strcmp(name, "printf") == 0) {
        if (n < 1)
            mt_error("Invalid call to printf");
        mt_fprintf(MT_PRINTF_FID, a[0].a, (int)(n - 1), a + 1);
    } else if (strcmp(name, "sprintf") == 0) {
        if (n < 1)
            mt_error("Invalid call to sprintf");
        mt_sprintf(&tmp, a[0].a, (int)(n - 1), a + 1);
    } else if (strcmp(name, "error") == 0) {
        if (n < 1)
            mt_error("Invalid call to error");
        mt_user_error((int)n, a);
    } else if (strcmp(name, "struct") == 0) {
        mt_struct_new(&tmp, (int)n, a);
    } else {
        size_t dims[MT_MAXDIMS];
        int nd = mt_dims_from_args((int)n, a, dims);
        if (strcmp(name, "cell") == 0) {
            if (n == 0) {
                nd = 2;
                dims[0] = dims[1] = 0;
            }
            mt_cell_new(&tmp, nd, dims);
        } else if (strcmp(name, "ones") == 0)
            mt_ones(&tmp, MT_DOUBLE, nd, dims);
        else
            mt_zeros(&tmp, MT_DOUBLE, nd, dims);
    }
    free(a);
    if (r && tmp.data) {
        mt_free(r);
        *r = tmp;
    } else
        mt_free(&tmp);
}

void mt_call_bi_cs(mt_array *r, void (*fn)(int, mt_array *const *, int, const mt_arg *),
                   const char *name, int min_in, int max_in, const mt_array *args)
{
    mt_array *outs[1];
    outs[0] = r;
    mt_call_bi_cs_n(1, outs, fn, name, min_in, max_in, args);
}

void mt_call_bi_cs_n(int nout, mt_array *const *outs,
                     void (*fn)(int, mt_array *const *, int, const mt_arg *), const char *name,
                     int min_in, int max_in, const mt_array *args)
{
    /* a shared copy of the cell keeps its values alive while a destination (maybe the cell)
     * is replaced; the results are built in fresh arrays and moved in */
    mt_array *held, res[8], *tmp[8];
    size_t n, i;
    int k;
    mt_arg *a;
    if (nout > 8)
        mt_error("mat2c: more than 8 results of a call with a comma list are not supported");
    n = args->cls == MT_CELL ? args->numel : 0;
    if (n < (size_t)min_in || (max_in >= 0 && n > (size_t)max_in))
        mt_error("Invalid call to %s", name);
    /* held on the heap: a caught error in fn releases it (mt__hold_array) */
    held = (mt_array *)xalloc(sizeof *held);
    {
        mt_array init = MT_ARRAY_INIT;
        *held = init;
    }
    mt__hold_array(held);
    mt_copy(held, args);
    a = (mt_arg *)xalloc((n ? n : 1) * sizeof(mt_arg));
    mt__hold(a);
    for (i = 0; i < n; i++)
        a[i] = m2c_arg_array(box_value(cells(held)[i]));
    for (k = 0; k < nout; k++) {
        mt_array init = MT_ARRAY_INIT;
        res[k] = init;
        tmp[k] = &res[k];
    }
    fn(nout, tmp, (int)n, a);
    mt__release(a);
    mt__unhold(held);
    mt_free(held);
    free(held);
    for (k = 0; k < nout; k++) {
        mt_free(outs[k]);
        *outs[k] = res[k];
    }
}

double mt_iscell(const mt_array *a)
{
    return a->cls == MT_CELL;
}

double mt_iscellstr(const mt_array *a)
{
    size_t i;
    if (a->cls != MT_CELL)
        return 0;
    for (i = 0; i < a->numel; i++) {
        const mt_array *v = box_value(cells(a)[i]);
        if (v->cls != MT_CHAR)
            return 0;
    }
    return 1;
}

double mt_isstruct(const mt_array *a)
{
    return a->cls == MT_STRUCT;
}

/* ---- structs ---- */


void mt_struct_new(mt_array *r, int nargs, const mt_arg *args)
{
    mt_array res = MT_ARRAY_INIT;
    int k;
    size_t nd_el = 1, i;
    const mt_array *shape = NULL, *a0 = nargs > 0 ? args[0].a : NULL;
    if (nargs == 1 && a0 && a0->cls == MT_STRUCT) {
        /* struct(s) is s */
        mt_copy(r, a0);
        return;
    }
    if ((nargs == 1 || nargs == 2) && a0 && a0->cls == MT_DOUBLE && !a0->cplx && a0->numel == 0) {
        /* struct([]), struct(zeros(0, 3)): an empty struct array of those dims, with the
         * field names of a second argument */
        const mt_array *names = nargs == 2 ? args[1].a : NULL;
        if (nargs == 2 && (!names || !mt_iscellstr(names)))
            mt_error("struct: second argument should be a cell array of field names");
        struct_alloc(&res, a0->ndims, a0->dims, 0);
        for (i = 0; names && i < names->numel; i++) {
            char *name = str_of(box_value(cells(names)[i]), "struct: field names");
            if (field_pos(&res, name) < 0)
                add_field(&res, name);
            free(name);
        }
        mt_free(r);
        *r = res;
        return;
    }
    if (nargs % 2)
        mt_error("struct: additional arguments must occur as \"field\", VALUE pairs");
    /* cell values give the struct array its dims; 1x1 cells and others broadcast */
    for (k = 1; k < nargs; k += 2) {
        const mt_array *v = args[k].a;
        if (v && v->cls == MT_CELL && v->numel != 1) {
            if (shape && (shape->numel != v->numel))
                mt_error("struct: dimensions of parameter 2 do not match those of parameter %d",
                         k + 1);
            if (!shape)
                shape = v;
        }
    }
    {
        size_t d1[2] = {1, 1};
        if (shape)
            struct_alloc(&res, shape->ndims, shape->dims, 0);
        else
            struct_alloc(&res, 2, d1, 0);
    }
    nd_el = res.numel;
    for (k = 0; k < nargs; k += 2) {
        char *name;
        long pos;
        const mt_array *v = args[k + 1].a;
        if (!args[k].a)
            mt_error("struct: additional arguments must occur as \"field\", VALUE pairs");
        name = str_of(args[k].a,
                      "struct: additional arguments must occur as \"field\", VALUE pairs");
        pos = field_pos(&res, name);
        if (pos < 0)
            pos = (long)add_field(&res, name);
        free(name);
        for (i = 0; i < nd_el; i++) {
            mt_box **slot = &cells(&sdata(&res)->f[pos])[i];
            box_release(*slot);
            if (v && v->cls == MT_CELL) {
                mt_box *b = v->numel == 1 ? cells(v)[0] : cells(v)[i];
                if (b)
                    b->refs++;
                *slot = b;
            } else
                *slot = box_of_arg(args[k + 1]);
        }
    }
    mt_free(r);
    *r = res;
}

static void need_struct(const mt_array *s)
{
    if (s->cls != MT_STRUCT)
        mt_error("%s cannot be indexed with .", indexed_name(s));
}

void mt_struct_field(mt_array *r, const mt_array *s, const mt_array *name)
{
    char *n;
    long pos;
    mt_array tmp = MT_ARRAY_INIT;
    need_struct(s);
    n = str_of(name, "dynamic structure field names must be strings");
    pos = field_pos(s, n);
    if (pos < 0) {
        /* the name freed first: a `try` may catch the error */
        char msg[512];
        snprintf(msg, sizeof msg, "structure has no member '%s'", n);
        free(n);
        mt_error_id("Octave:invalid-indexing", "%s", msg);
    }
    free(n);
    if (s->numel == 0)
        mt_error("indexing produces no results");
    mt_copy(&tmp, box_value(cells(&sdata(s)->f[pos])[0]));
    mt_free(r);
    *r = tmp;
}

void mt_struct_field_row(mt_array *r, const mt_array *s, const mt_array *name)
{
    char *n;
    long pos;
    mt_array res = MT_ARRAY_INIT;
    size_t i, d[2];
    need_struct(s);
    n = str_of(name, "dynamic structure field names must be strings");
    pos = field_pos(s, n);
    if (pos < 0) {
        char msg[512];
        snprintf(msg, sizeof msg, "structure has no member '%s'", n);
        free(n);
        mt_error_id("Octave:invalid-indexing", "%s", msg);
    }
    free(n);
    d[0] = s->numel ? 1 : 0;
    d[1] = s->numel;
    cell_alloc(&res, 2, d);
    for (i = 0; i < s->numel; i++) {
        mt_box *b = cells(&sdata(s)->f[pos])[i];
        if (b)
            b->refs++;
        cells(&res)[i] = b;
    }
    mt_free(r);
    *r = res;
}

void mt_struct_field_lv(mt_array *r, const mt_array *s, const mt_array *name)
{
    mt_array tmp = MT_ARRAY_INIT;
    if (s->cls == MT_STRUCT && s->numel >= 1) {
        char *n = str_of(name, "dynamic structure field names must be strings");
        long pos = field_pos(s, n);
        free(n);
        if (pos >= 0)
            mt_copy(&tmp, box_value(cells(&sdata(s)->f[pos])[0]));
    } else if (s->cls != MT_STRUCT && !(s->numel == 0 && s->cls != MT_FHANDLE))
        need_struct(s); /* an empty one (also a cell) is left to mt_struct_set_field */
    mt_free(r);
    *r = tmp;
}

void mt_struct_set_field(mt_array *r, const mt_array *s, const mt_array *name, mt_arg v)
{
    mt_array res = MT_ARRAY_INIT;
    char *n = str_of(name, "dynamic structure field names must be strings");
    long pos;
    size_t i;
    if (r == s && s->cls == MT_STRUCT && s->numel == 1) {
        /* in place (the storage allocator gave r the base's slot) */
        mt_box *b = box_of_arg(v), **slot;
        pos = field_pos(r, n);
        if (pos < 0)
            pos = (long)add_field(r, n);
        free(n);
        slot = &cells(&sdata(r)->f[pos])[0];
        box_release(*slot);
        *slot = b;
        return;
    }
    /* Octave: a 0x0 value (also a cell) becomes a struct, a function handle or another
     * 1x1 value cannot take a field, and anything else with other than one element is
     * "empty" (even 1x2) */
    if (s->cls == MT_STRUCT)
        mt_copy(&res, s);
    else if (s->cls == MT_FHANDLE || (s->numel == 1 && !(s->ndims == 2 && s->dims[0] == 0))) {
        /* these raise: the name freed first, as a `try` may catch the error */
        free(n);
        if (s->cls == MT_FHANDLE)
            mt_error("can't perform indexed assignment for function handle type");
        need_struct(s);
    } else if (s->ndims == 2 && s->dims[0] == 0 && s->dims[1] == 0)
        empty_struct(&res);
    if (res.numel != 1) {
        free(n);
        mt_free(&res);
        mt_error("invalid dot name structure assignment because the structure array is empty."
                 "  Specify a subscript on the structure array to resolve.");
    }
    pos = field_pos(&res, n);
    if (pos < 0)
        pos = (long)add_field(&res, n);
    free(n);
    for (i = 0; i < 1; i++) {
        mt_box **slot = &cells(&sdata(&res)->f[pos])[i];
        box_release(*slot);
        *slot = box_of_arg(v);
    }
    mt_free(r);
    *r = res;
}

/* [s.name] = deal(...): the deal inputs are the cell `vals`; one value goes to every element,
 * otherwise there must be one per element (deal's own error). Boxes are shared, not copied. */
void mt_struct_deal_field(mt_array *r, const mt_array *s, const mt_array *name,
                          const mt_array *vals)
{
    mt_array res = MT_ARRAY_INIT;
    char *n = str_of(name, "dynamic structure field names must be strings");
    long pos;
    size_t i, m = vals->numel;
    if (s->cls == MT_STRUCT)
        mt_copy(&res, s);
    else if (s->numel == 0 && !mt__is_container(s))
        empty_struct(&res);
    else
        need_struct(s);
    if (vals->cls != MT_CELL || (m != 1 && m != res.numel)) {
        free(n);
        mt_free(&res);
        mt_error("deal: nargin > 1 and nargin != nargout");
    }
    pos = field_pos(&res, n);
    if (pos < 0)
        pos = (long)add_field(&res, n);
    free(n);
    for (i = 0; i < res.numel; i++) {
        mt_box **slot = &cells(&sdata(&res)->f[pos])[i];
        mt_box *b = cells(vals)[m == 1 ? 0 : i];
        if (b)
            b->refs++;
        box_release(*slot);
        *slot = b;
    }
    mt_free(r);
    *r = res;
}

/* a(subs) as the old value of an assignment target: out of range gives the default element. */
void mt_paren_lv(mt_array *r, const mt_array *a, int nsubs, const mt_sub *subs, const char *var)
{
    int k, in = 1;
    for (k = 0; k < nsubs && in; k++)
        in = subs[k].kind == MT_SUB_SCALAR && subs[k].s >= 1 &&
             subs[k].s <= mt_end(a, k, nsubs);
    if (in || (nsubs > 0 && !(subs[0].kind == MT_SUB_SCALAR)))
        mt_index(r, a, nsubs, subs, var);
    else if (a->cls == MT_STRUCT) {
        mt_array res = MT_ARRAY_INIT;
        size_t f, d1[2] = {1, 1};
        struct_alloc(&res, 2, d1, sdata(a)->nf);
        for (f = 0; f < sdata(a)->nf; f++)
            sdata(&res)->names[f] = xstrdup(sdata(a)->names[f]);
        mt_free(r);
        *r = res;
    } else {
        mt_array res = MT_ARRAY_INIT;
        size_t d0[2] = {0, 0};
        if (a->cls == MT_CELL)
            cell_alloc(&res, 2, d0);
        mt_free(r);
        *r = res;
    }
}

void mt_fieldnames(mt_array *r, const mt_array *s)
{
    mt_array res = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    size_t k, d[2];
    if (s->cls != MT_STRUCT)
        mt_error("fieldnames: Invalid input argument");
    d[0] = sdata(s)->nf;
    d[1] = 1;
    cell_alloc(&res, 2, d);
    for (k = 0; k < sdata(s)->nf; k++) {
        mt_from_string(&t, sdata(s)->names[k]);
        cells(&res)[k] = box_new(&t);
    }
    mt_free(&t);
    mt_free(r);
    *r = res;
}

void mt_struct2cell(mt_array *r, const mt_array *s)
{
    mt_array res = MT_ARRAY_INIT;
    size_t k, d[2];
    if (s->cls != MT_STRUCT)
        mt_error("struct2cell: argument STRUCT must be of type struct");
    if (s->numel != 1)
        mt_error("mat2c: struct2cell of a struct array is not supported");
    d[0] = sdata(s)->nf;
    d[1] = 1;
    cell_alloc(&res, 2, d);
    for (k = 0; k < sdata(s)->nf; k++) {
        mt_box *b = cells(&sdata(s)->f[k])[0];
        if (b)
            b->refs++;
        cells(&res)[k] = b;
    }
    mt_free(r);
    *r = res;
}

double mt_numfields(const mt_array *s)
{
    if (s->cls != MT_STRUCT)
        mt_error("numfields: argument must be a struct");
    return (double)sdata(s)->nf;
}

/* Rows of blocks concatenated horizontally, then the rows vertically. */
void mt_cell2mat(mt_array *r, const mt_array *c)
{
    mt_array res = MT_ARRAY_INIT, *rows;
    mt_arg *parts;
    size_t i, j, nr, nc;
    if (c->cls != MT_CELL)
        mt_error("cell2mat: C must be a cell array");
    if (c->numel == 0) { /* cell2mat.m: zeros (size (c)) */
        mt_resize(&res, MT_DOUBLE, 0, c->ndims, c->dims);
        mt_free(r);
        *r = res;
        return;
    }
    if (c->ndims > 2)
        mt_error("mat2c: cell2mat of an N-d cell is not supported");
    for (i = 0; i < c->numel; i++)
        if (mt__is_container(box_value(cells(c)[i])))
            mt_error("cell2mat: wrong type elements or mixed cells, structs, and matrices");
    nr = c->dims[0];
    nc = c->dims[1];
    rows = (mt_array *)xalloc(nr * sizeof(mt_array));
    parts = (mt_arg *)xalloc((nr > nc ? nr : nc) * sizeof(mt_arg));
    for (i = 0; i < nr; i++) {
        mt_array init = MT_ARRAY_INIT;
        rows[i] = init;
        for (j = 0; j < nc; j++)
            parts[j] = m2c_arg_array(box_value(cells(c)[i + j * nr]));
        mt_horzcat(&rows[i], (int)nc, parts);
    }
    for (i = 0; i < nr; i++)
        parts[i] = m2c_arg_array(&rows[i]);
    mt_vertcat(&res, (int)nr, parts);
    for (i = 0; i < nr; i++)
        mt_free(&rows[i]);
    free(rows);
    free(parts);
    mt_free(r);
    *r = res;
}

void mt_num2cell(mt_array *r, const mt_array *a)
{
    mt_array res = MT_ARRAY_INIT, e = MT_ARRAY_INIT;
    size_t i;
    /* each element, as a(i) gives it (a cell's elements stay 1x1 cells) */
    cell_alloc(&res, a->ndims, a->dims);
    for (i = 0; i < a->numel; i++) {
        mt_sub s;
        s.kind = MT_SUB_SCALAR;
        s.s = (double)(i + 1);
        s.a = NULL;
        mt_index(&e, a, 1, &s, "");
        cells(&res)[i] = box_new(&e);
    }
    mt_free(&e);
    mt_free(r);
    *r = res;
}

void mt_isfield(mt_array *r, const mt_array *s, const mt_array *names)
{
    mt_array res = MT_ARRAY_INIT;
    size_t i;
    if (names->cls == MT_CELL) {
        mt_resize(&res, MT_LOGICAL, 0, names->ndims, names->dims);
        for (i = 0; i < names->numel; i++) {
            const mt_array *v = box_value(cells(names)[i]);
            int yes = 0;
            if (s->cls == MT_STRUCT && v->cls == MT_CHAR) {
                char *n = str_of(v, "");
                yes = field_pos(s, n) >= 0;
                free(n);
            }
            ((uint8_t *)res.data)[i] = (uint8_t)yes;
        }
    } else {
        size_t d1[2] = {1, 1};
        int yes = 0;
        mt_resize(&res, MT_LOGICAL, 0, 2, d1);
        if (s->cls == MT_STRUCT && names->cls == MT_CHAR) {
            char *n = str_of(names, "");
            yes = field_pos(s, n) >= 0;
            free(n);
        }
        ((uint8_t *)res.data)[0] = (uint8_t)yes;
    }
    mt_free(r);
    *r = res;
}

void mt_rmfield(mt_array *r, const mt_array *s, const mt_array *name)
{
    mt_array res = MT_ARRAY_INIT;
    char *n;
    long pos;
    size_t k;
    mt_sdata *sd;
    if (s->cls != MT_STRUCT)
        mt_error("rmfield: first argument must be a struct");
    n = str_of(name, "rmfield: second argument must be a string or cell array of strings");
    pos = field_pos(s, n);
    if (pos < 0) {
        mt_error("rmfield: structure does not contain field %s", n);
    }
    free(n);
    mt_copy(&res, s);
    sd = sdata(&res);
    free(sd->names[pos]);
    mt_free(&sd->f[pos]);
    for (k = (size_t)pos; k + 1 < sd->nf; k++) {
        sd->names[k] = sd->names[k + 1];
        sd->f[k] = sd->f[k + 1];
    }
    sd->nf--;
    mt_free(r);
    *r = res;
}

/* ---- errors of generic operations on containers ---- */

void mt__container_type_error(const char *what, const mt_array *a)
{
    mt_error("%s: wrong type argument '%s'", what,
             a->cls == MT_CELL ? "cell" : owner_name(a));
}

void mt__no_containers(const char *name, const mt_array *fmt, int nargs, const mt_arg *args)
{
    int k;
    const mt_array *bad = mt__is_container(fmt) ? fmt : NULL;
    for (k = 0; k < nargs && !bad; k++)
        if (args[k].a && mt__is_container(args[k].a))
            bad = args[k].a;
    if (bad)
        mt_error("%s: wrong type argument '%s'", name,
                 bad->cls == MT_CELL ? "cell" : owner_name(bad));
}

/* ---- display ---- */

typedef struct obuf {
    char *s;
    size_t len, cap;
} obuf;

static void ob_put(obuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap : 256;
        while (nc < b->len + n + 1)
            nc *= 2;
        b->s = (char *)realloc(b->s, nc);
        if (!b->s)
            mt_error("out of memory");
        b->cap = nc;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = 0;
}

static void ob_puts(obuf *b, const char *s)
{
    ob_put(b, s, strlen(s));
}

static void ob_spaces(obuf *b, int n)
{
    while (n-- > 0)
        ob_put(b, " ", 1);
}

static void dims_text(char *buf, size_t n, const mt_array *a)
{
    mt__dims_str(buf, n, a->ndims, a->dims);
}

static void show(obuf *b, const char *name, const mt_array *a, int indent, int levels);

/* Octave's type name of a value (the summary lines of deeply nested structs). */
/* Octave's type name of an empty argument: a 0x0 double is taken for a literal [] (its
 * null_matrix; a computed 0x0 is a 'matrix' there too), any other empty a 'matrix'. */
const char *mt__empty_type_name(const mt_array *a)
{
    return a->ndims == 2 && a->dims[0] == 0 && a->dims[1] == 0 && a->cls == MT_DOUBLE
               ? "null_matrix"
               : "matrix";
}

const char *mt__type_name(const mt_array *a)
{
    static char buf[64];
    int sc = a->numel == 1;
    static const char *ints[] = {"int8", "uint8", "int16", "uint16",
                                 "int32", "uint32", "int64", "uint64"};
    switch (a->cls) {
    case MT_DOUBLE:
        return a->cplx ? (sc ? "complex scalar" : "complex matrix") : (sc ? "scalar" : "matrix");
    case MT_SINGLE:
        return a->cplx ? (sc ? "float complex scalar" : "float complex matrix")
                       : (sc ? "float scalar" : "float matrix");
    case MT_LOGICAL: return sc ? "bool" : "bool matrix";
    case MT_CHAR: return mt__char_type(a);
    case MT_CELL: return "cell";
    case MT_STRUCT: return sc ? "scalar struct" : "struct";
    case MT_FHANDLE: return "function handle";
    case MT_MAP: return "object";
    default:
        snprintf(buf, sizeof buf, "%s %s", ints[a->cls - MT_INT8], sc ? "scalar" : "matrix");
        return buf;
    }
}

/* "[i,j]" of element k of a cell */
static void elem_name(char *buf, size_t n, const mt_array *c, size_t k)
{
    size_t used = 0;
    int d;
    buf[used++] = '[';
    for (d = 0; d < c->ndims; d++) {
        size_t sub = k % c->dims[d] + 1;
        int w;
        k /= c->dims[d];
        w = snprintf(buf + used, n - used, "%s%lu", d ? "," : "", (unsigned long)sub);
        if (w < 0 || (size_t)w >= n - used)
            break;
        used += (size_t)w;
    }
    if (used + 2 <= n) {
        buf[used++] = ']';
        buf[used] = 0;
    }
}

static void cell_elems(obuf *b, const mt_array *c, int indent, int levels)
{
    size_t k;
    char nm[128];
    for (k = 0; k < c->numel; k++) {
        elem_name(nm, sizeof nm, c, k);
        show(b, nm, box_value(cells(c)[k]), indent, levels);
    }
}

/* The fields of a scalar struct; `levels` is how many more struct levels print their values
 * (Octave's struct_levels_to_print, 2 at the top): below that only names, dims and types. */
static void struct_fields(obuf *b, const mt_array *s, int indent, int levels)
{
    size_t k;
    char d[128];
    for (k = 0; k < sdata(s)->nf; k++) {
        const mt_array *v = box_value(cells(&sdata(s)->f[k])[0]);
        if (levels < 0) {
            dims_text(d, sizeof d, v);
            ob_spaces(b, indent);
            ob_puts(b, sdata(s)->names[k]);
            ob_puts(b, ": ");
            ob_puts(b, d);
            ob_puts(b, " ");
            ob_puts(b, mt__type_name(v));
            ob_puts(b, "\n");
        } else
            show(b, sdata(s)->names[k], v, indent, levels);
    }
}

static void struct_array_body(obuf *b, const mt_array *s, int indent)
{
    char d[128];
    size_t k;
    dims_text(d, sizeof d, s);
    ob_spaces(b, indent + 2);
    ob_puts(b, d);
    ob_puts(b, " struct array containing the fields:\n\n");
    for (k = 0; k < sdata(s)->nf; k++) {
        ob_spaces(b, indent + 4);
        ob_puts(b, sdata(s)->names[k]);
        ob_puts(b, "\n");
    }
}

/* Octave's display of `name = value` at an indentation. */
static void show(obuf *b, const char *name, const mt_array *a, int indent, int levels)
{
    char d[128];
    if (a->cls == MT_CELL) {
        ob_spaces(b, indent);
        ob_puts(b, name);
        if (a->numel == 0 || a->ndims > 2) {
            /* N-d cells are only summarised */
            dims_text(d, sizeof d, a);
            ob_puts(b, a->numel == 0 ? " = {}(" : " = {");
            ob_puts(b, d);
            ob_puts(b, a->numel == 0 ? ")\n" : " Cell Array}\n");
            return;
        }
        ob_puts(b, " =\n");
        ob_spaces(b, indent);
        ob_puts(b, "{\n");
        cell_elems(b, a, indent + 2, levels);
        ob_spaces(b, indent);
        ob_puts(b, "}\n\n");
    } else if (a->cls == MT_STRUCT) {
        ob_spaces(b, indent);
        ob_puts(b, name);
        ob_puts(b, " =\n\n");
        if (a->numel == 1) {
            ob_spaces(b, indent + 2);
            ob_puts(b, "scalar structure containing the fields:\n\n");
            struct_fields(b, a, indent + 4, levels - 1);
        } else
            struct_array_body(b, a, indent);
        ob_puts(b, "\n");
    } else if (a->cls == MT_FHANDLE) {
        /* `name = @sin`; an anonymous function's text on its own line, not indented */
        const char *t = mt__fh_text(a);
        ob_spaces(b, indent);
        ob_puts(b, name);
        ob_puts(b, t[1] == '(' ? " =\n\n" : " = ");
        ob_puts(b, t);
        ob_puts(b, t[1] == '(' ? "\n\n" : "\n");
    } else {
        /* indented there: some lines (char matrix rows) stay at column 0 */
        size_t len;
        char *text = mt__display_str(name, a, indent, &len);
        ob_put(b, text, len);
        free(text);
    }
}

static void ob_flush(obuf *b)
{
    if (b->len)
        fwrite(b->s, 1, b->len, stdout);
    free(b->s);
}

void mt__container_display(const char *name, const mt_array *a)
{
    obuf b = {NULL, 0, 0};
    if (a->cls == MT_MAP) {
        mt__map_display(name, a);
        return;
    }
    show(&b, name, a, 0, 2);
    if (mt__format_compact() && b.s)
        mt__compact_text(b.s, &b.len, 1);
    ob_flush(&b);
}

void mt_cell_show_cs(const char *name, const mt_array *row)
{
    size_t i;
    for (i = 0; i < row->numel; i++)
        mt_display(name, box_value(cells(row)[i]));
}

void mt__container_disp(const mt_array *a)
{
    obuf b = {NULL, 0, 0};
    char d[128];
    if (a->cls == MT_MAP) {
        mt__map_disp(a);
        return;
    }
    if (a->cls == MT_FHANDLE) {
        ob_puts(&b, mt__fh_text(a));
        ob_puts(&b, "\n");
    } else if (a->cls == MT_CELL) {
        if (a->numel == 0 || a->ndims > 2) {
            dims_text(d, sizeof d, a);
            ob_puts(&b, a->numel == 0 ? "{}(" : "{");
            ob_puts(&b, d);
            ob_puts(&b, a->numel == 0 ? ")\n" : " Cell Array}\n");
        } else {
            ob_puts(&b, "{\n");
            cell_elems(&b, a, 2, 2);
            ob_puts(&b, "}\n");
        }
    } else if (a->numel == 1)
        struct_fields(&b, a, 4, 1);
    else
        struct_array_body(&b, a, 0);
    if (mt__format_compact() && b.s)
        mt__compact_text(b.s, &b.len, 0);
    ob_flush(&b);
}

/* Structs from C (jsonencode, jsondecode in mt_json.c): field k's name and element i. */
size_t mt__struct_nfields(const mt_array *s)
{
    return sdata(s)->nf;
}

const char *mt__struct_fname(const mt_array *s, size_t k)
{
    return sdata(s)->names[k];
}

const mt_array *mt__struct_at(const mt_array *s, size_t k, size_t i)
{
    return box_value(cells(&sdata(s)->f[k])[i]);
}

/* r = a struct array of the given dims whose fields are `names` (distinct), every value
 * `[]`; fill it with mt__struct_put. */
void mt__struct_make(mt_array *r, int nd, const size_t *dims, size_t nf, char *const *names)
{
    size_t k;
    struct_alloc(r, nd, dims, 0);
    for (k = 0; k < nf; k++)
        add_field(r, names[k]);
}

void mt__struct_put(mt_array *s, size_t k, size_t i, const mt_array *v)
{
    mt__cell_put(&sdata(s)->f[k], i, v);
}
