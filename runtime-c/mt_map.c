/* mt_map.c — containers.Map as Octave 7.3's +containers/Map.m implements it.
 *
 * A Map is a handle object: a 1x1 MT_MAP whose `data` holds one pointer to a shared,
 * reference-counted record, so copies of the variable alias one map and an assignment
 * through any of them is seen by all (mt_copy shares the record). Keys are kept sorted as
 * Octave keeps them (char keys by byte order, as `sort` of a cellstr; numeric keys by
 * value), which is the order of keys(m) and values(m). Numeric keys are held as doubles
 * converted to the KeyType class first (encode_keys' feval), so int32 keys round.
 *
 * Errors carry the frames of Map.m that Octave's backtrace prints (`subsref at line 432
 * column 13`): each entry links a frame for the method Octave would be in. MT_MAP counts
 * as a container (mt__is_container) so copies, releases and displays come here.
 */
#include "mt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct mt_map {
    size_t refs;
    int numeric; /* numeric KeyType */
    mt_class kcls;
    char ktype[8], vtype[8];
    size_t n, cap;
    char **skeys;   /* char keys, NUL-terminated */
    double *nkeys;  /* numeric keys, in KeyType's values */
    mt_array *vals; /* n values */
} mt_map;

static mt_map *rec(const mt_array *m)
{
    return m->cls == MT_MAP && m->data ? *(mt_map *const *)m->data : NULL;
}

/* ---- Octave's frames ---- */

/* mt_error from inside method `fn` of Map.m at (line, col). */
static void fail_at(const char *fn, unsigned line, unsigned col, const char *msg)
{
    mt_frame f;
    mt__frame_push(&f, fn, line, col);
    mt_error("containers.Map: %s", msg);
}

/* ---- the record ---- */

static void give(mt_array *r, mt_map *m)
{
    size_t d[2] = {1, 1};
    mt_array t = MT_ARRAY_INIT;
    mt_resize(&t, MT_MAP, 0, 2, d);
    *(mt_map **)t.data = m;
    mt_free(r);
    *r = t;
}

void mt__map_release(mt_array *a)
{
    mt_map *m = rec(a);
    size_t i;
    if (m && --m->refs == 0) {
        for (i = 0; i < m->n; i++) {
            if (m->skeys)
                free(m->skeys[i]);
            mt_free(&m->vals[i]);
        }
        free(m->skeys);
        free(m->nkeys);
        free(m->vals);
        free(m);
    }
    if (a->data)
        *(mt_map **)a->data = NULL;
}

void mt__map_copy(mt_array *r, const mt_array *a)
{
    mt_map *m = rec(a);
    if (m)
        m->refs++;
    give(r, m);
}

static mt_map *need_map(const mt_arg *g)
{
    mt_map *m = g->a ? rec(g->a) : NULL;
    if (!m)
        mt_error("mat2c: a containers.Map was expected");
    return m;
}

static mt_class key_class(const char *t)
{
    static const char *const names[] = {"double", "single", "int32", "uint32", "int64", "uint64"};
    static const mt_class cls[] = {MT_DOUBLE, MT_SINGLE, MT_INT32, MT_UINT32, MT_INT64, MT_UINT64};
    size_t i;
    for (i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(t, names[i]))
            return cls[i];
    return MT_CHAR;
}

/* check_types: the KeyType and ValueType Octave accepts. */
static void check_types(mt_map *m, unsigned line)
{
    static const char *const vt[] = {"any",   "char",   "logical", "double", "single",
                                     "int8",  "uint8",  "int16",   "uint16", "int32",
                                     "uint32", "int64", "uint64"};
    size_t i;
    int ok = 0;
    mt_frame f;
    mt__frame_push(&f, "Map", line, 9);
    if (!strcmp(m->ktype, "char"))
        m->numeric = 0;
    else if (key_class(m->ktype) != MT_CHAR) {
        m->numeric = 1;
        m->kcls = key_class(m->ktype);
    } else
        fail_at("check_types", 578, 11, "unsupported KeyType");
    for (i = 0; i < sizeof vt / sizeof *vt; i++)
        ok |= !strcmp(m->vtype, vt[i]);
    if (!ok)
        fail_at("check_types", 586, 9, "unsupported ValueType");
    mt__frame_pop(&f);
}

static void set_type(char *dst, const mt_array *a)
{
    char *s = mt__bi_cstr(a);
    size_t n = strlen(s);
    /* a name longer than any class name is unsupported either way */
    memcpy(dst, s, n < 7 ? n + 1 : 7);
    dst[7] = '\0';
    if (n >= 7 && strcmp(s, "logical") != 0)
        memcpy(dst, "?", 2);
    free(s);
}

/* The numeric key of a, converted to the map's KeyType. */
static double num_key(const mt_map *m, const mt_array *a)
{
    mt_array t = MT_ARRAY_INIT;
    double v;
    mt_convert(&t, m->kcls, a);
    v = mt__get(&t, 0);
    mt_free(&t);
    return v;
}

/* Position of the key (found: *hit) or where it would be inserted. */
static size_t find(const mt_map *m, const char *s, double x, int *hit)
{
    size_t lo = 0, hi = m->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = m->numeric ? (m->nkeys[mid] < x ? -1 : m->nkeys[mid] > x ? 1 : 0)
                           : strcmp(m->skeys[mid], s);
        if (c == 0) {
            *hit = 1;
            return mid;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    *hit = 0;
    return lo;
}

static void put(mt_map *m, const char *s, double x, const mt_array *v)
{
    int hit;
    size_t i = find(m, s, x, &hit);
    mt_array init = MT_ARRAY_INIT;
    if (hit) {
        mt_copy(&m->vals[i], v);
        return;
    }
    if (m->n == m->cap) {
        size_t c = m->cap ? 2 * m->cap : 8;
        m->vals = (mt_array *)realloc(m->vals, c * sizeof *m->vals);
        if (m->numeric)
            m->nkeys = (double *)realloc(m->nkeys, c * sizeof *m->nkeys);
        else
            m->skeys = (char **)realloc(m->skeys, c * sizeof *m->skeys);
        if (!m->vals || (m->numeric ? !m->nkeys : !m->skeys))
            mt_error("out of memory");
        m->cap = c;
    }
    memmove(m->vals + i + 1, m->vals + i, (m->n - i) * sizeof *m->vals);
    m->vals[i] = init;
    mt_copy(&m->vals[i], v);
    if (m->numeric) {
        memmove(m->nkeys + i + 1, m->nkeys + i, (m->n - i) * sizeof *m->nkeys);
        m->nkeys[i] = x;
    } else {
        size_t len = strlen(s) + 1;
        memmove(m->skeys + i + 1, m->skeys + i, (m->n - i) * sizeof *m->skeys);
        m->skeys[i] = (char *)malloc(len);
        if (!m->skeys[i])
            mt_error("out of memory");
        memcpy(m->skeys[i], s, len);
    }
    m->n++;
}

static void drop(mt_map *m, size_t i)
{
    mt_free(&m->vals[i]);
    memmove(m->vals + i, m->vals + i + 1, (m->n - i - 1) * sizeof *m->vals);
    if (m->numeric)
        memmove(m->nkeys + i, m->nkeys + i + 1, (m->n - i - 1) * sizeof *m->nkeys);
    else {
        free(m->skeys[i]);
        memmove(m->skeys + i, m->skeys + i + 1, (m->n - i - 1) * sizeof *m->skeys);
    }
    m->n--;
}

static int is_numeric_like(const mt_array *a)
{
    return a->cls != MT_CHAR && !mt__is_container(a);
}

/* Octave's `strtrim (disp (key))`, for the messages naming a key. */
static char *key_text(const mt_array *k)
{
    size_t len, a = 0, b;
    char *t, *s;
    if (k->cls == MT_CHAR)
        return mt__bi_cstr(k);
    t = mt__display_str("x", k, 0, &len);
    if (len >= 4 && !memcmp(t, "x = ", 4))
        a = 4;
    while (a < len && (t[a] == ' ' || t[a] == '\n'))
        a++;
    b = len;
    while (b > a && (t[b - 1] == ' ' || t[b - 1] == '\n'))
        b--;
    s = (char *)mt__bi_alloc(b - a + 1);
    memcpy(s, t + a, b - a);
    free(t);
    return s;
}

/* The i-th key as a value: a char row or a 1x1 of KeyType. */
static void key_value(mt_array *r, const mt_map *m, size_t i)
{
    if (m->numeric) {
        mt_array d = MT_ARRAY_INIT;
        mt_from_scalar(&d, m->nkeys[i]);
        mt_convert(r, m->kcls, &d);
        mt_free(&d);
    } else
        mt_from_string(r, m->skeys[i]);
}

/* Does key a have the map's kind (char for char keys, a numeric/logical scalar else)? */
static int key_fits(const mt_map *m, const mt_array *a)
{
    if (!m->numeric)
        return a->cls == MT_CHAR;
    return is_numeric_like(a) && a->numel == 1;
}

/* The index of key a, or (size_t)-1. */
static size_t lookup(const mt_map *m, const mt_array *a)
{
    int hit = 0;
    size_t i;
    char *s = NULL;
    if (m->numeric)
        i = find(m, "", num_key(m, a), &hit);
    else {
        s = mt__bi_cstr(a);
        /* a char matrix is never a field name */
        i = a->ndims == 2 && a->dims[0] <= 1 ? find(m, s, 0, &hit) : 0;
        free(s);
    }
    return hit ? i : (size_t)-1;
}

/* ---- construction ---- */

static mt_map *new_map(const char *kt, const char *vt)
{
    mt_map *m = (mt_map *)mt__bi_alloc(sizeof *m);
    m->refs = 1;
    strcpy(m->ktype, kt);
    strcpy(m->vtype, vt);
    return m;
}

/* The elements of a constructor argument as a list of values (Octave's cell, num2cell or
 * `{x}`): count in *n, each through elem(). */
static size_t list_len(const mt_array *a, int split)
{
    if (a->cls == MT_CELL)
        return a->numel;
    return split ? a->numel : 1;
}

static void list_elem(mt_array *r, const mt_array *a, int split, size_t i)
{
    if (a->cls == MT_CELL)
        mt_copy(r, mt__cell_at(a, i));
    else if (!split)
        mt_copy(r, a);
    else {
        mt_array one = MT_ARRAY_INIT;
        size_t d[2] = {1, 1};
        mt_resize(&one, a->cls, a->cplx, 2, d);
        mt__set_c(&one, 0, mt__get(a, i), mt__get_im(a, i));
        mt_free(r);
        *r = one;
    }
}

static const char *class_of(const mt_array *a) { return mt_class_name(a->cls); }

/* The class a ValueType names (check_types allowed only class names and "any"). */
static mt_class class_named(const char *t)
{
    int c;
    for (c = MT_DOUBLE; c <= MT_CHAR; c++)
        if (!strcmp(mt_class_name((mt_class)c), t))
            return (mt_class)c;
    return MT_DOUBLE;
}

/* What a construction in progress holds, released by the next one when an error unwound
 * past it (a Map raises its errors mid-way, as Map.m). */
static struct {
    mt_array *keys, *vals;
    size_t n;
} pending;

static void release_pending(void)
{
    size_t i;
    for (i = 0; pending.keys && i < pending.n; i++) {
        mt_free(&pending.keys[i]);
        mt_free(&pending.vals[i]);
    }
    free(pending.keys);
    free(pending.vals);
    pending.keys = pending.vals = NULL;
    pending.n = 0;
}

static void construct(mt_map **out, int nargs, const mt_arg *args)
{
    mt_array vk, vv;
    const mt_array *ka = mt__bi_arg(&args[0], &vk), *va = mt__bi_arg(&args[1], &vv);
    int ksplit = is_numeric_like(ka), vsplit, all_char = 1, all_num = 1, same_v = 1;
    size_t nk, nv, i;
    mt_array *keys, *vals;
    const char *kcls0 = NULL, *vcls0 = NULL;
    mt_map *m;
    char vt[8];
    mt_frame f;
    mt__frame_push(&f, "Map", 0, 0);
    if (ka->numel == 0)
        fail_at("Map", 120, 11, "empty keys are not allowed");
    nk = list_len(ka, ksplit);
    vsplit = is_numeric_like(va) && nk != 1;
    nv = list_len(va, vsplit);
    if (nk != nv)
        fail_at("Map", 142, 11, "the number of keys and values must match");
    release_pending();
    keys = (mt_array *)mt__bi_alloc((nk + 1) * sizeof *keys);
    vals = (mt_array *)mt__bi_alloc((nk + 1) * sizeof *vals);
    pending.keys = keys;
    pending.vals = vals;
    pending.n = nk; /* the elements are zeroed (calloc), so freeing unset ones is safe */
    for (i = 0; i < nk; i++) {
        mt_array init = MT_ARRAY_INIT;
        keys[i] = init;
        vals[i] = init;
        list_elem(&keys[i], ka, ksplit, i);
        list_elem(&vals[i], va, vsplit, i);
    }
    for (i = 0; i < nk; i++) {
        const char *c = class_of(&keys[i]);
        if (!kcls0)
            kcls0 = c;
        else if (strcmp(c, kcls0))
            all_char = 0; /* several key classes */
        if (!is_numeric_like(&keys[i]))
            all_num = 0;
    }
    if (all_char && strcmp(kcls0, "char")) {
        /* one numeric key class */
        for (i = 0; i < nk; i++)
            if (!is_numeric_like(&keys[i]) || keys[i].cplx || keys[i].numel != 1)
                fail_at("Map", 154, 15,
                        "keys must be real scalar numeric values or char vectors");
        if (!strcmp(kcls0, "logical") || !strcmp(kcls0, "int8") || !strcmp(kcls0, "uint8") ||
            !strcmp(kcls0, "int16") || !strcmp(kcls0, "uint16"))
            kcls0 = "double";
    } else if (!all_char) {
        if (!all_num)
            fail_at("Map", 167, 13, "when using multiple key types, all types must be numeric");
        {
            mt_frame w;
            mt__frame_push(&w, "Map", 169, 13);
            mt_warn(NULL, "containers.Map: all keys will be converted to double");
            mt__frame_pop(&w);
        }
        kcls0 = "double";
    }
    for (i = 0; i < nk; i++) {
        const char *c = class_of(&vals[i]);
        if (!vcls0)
            vcls0 = c;
        else if (strcmp(c, vcls0))
            same_v = 0;
    }
    if (same_v && (vals[0].cls == MT_CHAR || is_numeric_like(&vals[0]))) {
        int scalars = 1;
        for (i = 0; i < nk; i++)
            scalars &= vals[i].numel == 1;
        strcpy(vt, vals[0].cls == MT_CHAR || scalars ? vcls0 : "any");
    } else
        strcpy(vt, "any");
    if (nargs == 4) {
        mt_array vu;
        const mt_array *u = mt__bi_arg(&args[3], &vu);
        if (u->numel != 1 || !(u->cls == MT_LOGICAL || (is_numeric_like(u))))
            fail_at("Map", 190, 13, "'UniformValues' must be a logical scalar");
        if (mt__get(u, 0) != 0) {
            if (!same_v || (!strcmp(vt, "any") && !vals[0].cplx && is_numeric_like(&vals[0])))
                fail_at("Map", 196, 15,
                        "when 'UniformValues' is true, all values must be scalars of the same "
                        "data type");
        } else
            strcpy(vt, "any");
    }
    m = new_map(kcls0, vt);
    mt__frame_pop(&f);
    check_types(m, 204);
    for (i = 0; i < nk; i++) {
        char *s = m->numeric ? NULL : mt__bi_cstr(&keys[i]);
        put(m, s, m->numeric ? num_key(m, &keys[i]) : 0, &vals[i]);
        free(s);
        mt_free(&keys[i]);
        mt_free(&vals[i]);
    }
    free(keys);
    free(vals);
    pending.keys = pending.vals = NULL;
    pending.n = 0;
    *out = m;
}

BI(m2c_map_new)
{
    mt_map *m = NULL;
    (void)nout;
    if (nargs == 0)
        m = new_map("char", "any");
    else if (nargs == 2 || (nargs == 4 && mt__bi_is_word(&args[2], "uniformvalues")))
        construct(&m, nargs, args);
    else if (nargs == 4) {
        int i;
        m = new_map("char", "any");
        mt__hold(m); /* the type checks below may raise */
        for (i = 0; i < 4; i += 2) {
            mt_array vt;
            const mt_array *t = mt__bi_arg(&args[i + 1], &vt);
            if (mt__bi_is_word(&args[i], "keytype"))
                set_type(m->ktype, t);
            else if (mt__bi_is_word(&args[i], "valuetype"))
                set_type(m->vtype, t);
            else
                fail_at("Map", 226, 15, "missing parameter name 'KeyType' or 'ValueType'");
        }
        check_types(m, 229);
        mt__unhold(m);
    } else
        fail_at("Map", 231, 9, "incorrect number of inputs specified");
    give(out[0], m);
}

/* ---- m(key) and m(key) = v ---- */

BI(m2c_map_get)
{
    mt_map *m = need_map(&args[0]);
    mt_array vk;
    const mt_array *k;
    size_t i;
    (void)nout;
    if (nargs < 2)
        fail_at("subsref", 422, 13, "no key specified");
    k = mt__bi_arg(&args[1], &vk);
    if (!key_fits(m, k))
        fail_at("subsref", 428, 13,
                "specified key type does not match the type of this container");
    i = lookup(m, k);
    if (i == (size_t)-1) {
        char msg[512], *t = key_text(k);
        snprintf(msg, sizeof msg, "specified key <%s> does not exist", t);
        free(t);
        fail_at("subsref", 432, 13, msg);
    }
    mt_copy(out[0], &m->vals[i]);
}

BI(m2c_map_set)
{
    mt_map *m = need_map(&args[0]);
    mt_array vk, vv, conv = MT_ARRAY_INIT;
    const mt_array *k, *v;
    char *s = NULL;
    (void)nout;
    if (nargs < 3)
        fail_at("subsasgn", 452, 11, "properties are read-only");
    k = mt__bi_arg(&args[1], &vk);
    v = mt__bi_arg(&args[nargs - 1], &vv);
    if (!key_fits(m, k))
        fail_at("subsasgn", 458, 13,
                "specified key type does not match the type of this container");
    if (strcmp(m->vtype, "any")) {
        int is_char = !strcmp(m->vtype, "char");
        if ((is_char && v->cls != MT_CHAR) ||
            (!is_char && (!is_numeric_like(v) || v->numel != 1)))
            fail_at("subsasgn", 465, 15,
                    "specified value type does not match the type of this container");
        if (!is_char) {
            mt_convert(&conv, class_named(m->vtype), v);
            v = &conv;
        }
    }
    if (!m->numeric)
        s = mt__bi_cstr(k);
    put(m, s, m->numeric ? num_key(m, k) : 0, v);
    free(s);
    mt_free(&conv);
    mt__map_copy(out[0], args[0].a);
}

/* ---- methods and properties: m2c_map_call('name', m, args...) ---- */

static void call_keys(mt_array *r, const mt_map *m)
{
    size_t d[2] = {1, 0}, i;
    d[1] = m->n;
    mt_cell_new(r, 2, d);
    for (i = 0; i < m->n; i++) {
        mt_array k = MT_ARRAY_INIT;
        key_value(&k, m, i);
        mt__cell_put(r, i, &k);
        mt_free(&k);
    }
}

static void call_values(mt_array *r, const mt_map *m, int nargs, const mt_arg *args)
{
    size_t d[2] = {1, 0}, i;
    mt_array vs, res = MT_ARRAY_INIT;
    const mt_array *ks;
    if (nargs == 0) {
        d[1] = m->n;
        mt_cell_new(r, 2, d);
        for (i = 0; i < m->n; i++)
            mt__cell_put(r, i, &m->vals[i]);
        return;
    }
    ks = mt__bi_arg(&args[0], &vs);
    if (ks->cls != MT_CELL)
        fail_at("values", 261, 11, "input argument 'keySet' must be a cell");
    mt_cell_new(&res, ks->ndims, ks->dims);
    for (i = 0; i < ks->numel; i++) {
        const mt_array *k = mt__cell_at(ks, i);
        size_t j = key_fits(m, k) || (m->numeric && is_numeric_like(k)) ? lookup(m, k)
                                                                           : (size_t)-1;
        if (j == (size_t)-1) {
            char msg[512], *t = key_text(k);
            snprintf(msg, sizeof msg, "key <%s> does not exist", t);
            free(t);
            mt_free(&res);
            fail_at("values", 269, 13, msg);
        }
        mt__cell_put(&res, i, &m->vals[j]);
    }
    mt__bi_give(r, &res);
}

/* isKey (remove == 0) or remove: keys of the other kind are never present. */
static void call_iskey(mt_array *r, mt_map *m, const mt_arg *arg, int remove)
{
    mt_array va, res = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(arg, &va);
    int split = is_numeric_like(a);
    size_t n = list_len(a, split), i;
    if (!remove) {
        if (a->cls == MT_CELL || split)
            mt_resize(&res, MT_LOGICAL, 0, a->ndims, a->dims);
        else
            mt__bi_set2(&res, MT_LOGICAL, 1, 1);
    }
    for (i = 0; i < n; i++) {
        mt_array k = MT_ARRAY_INIT;
        size_t j = (size_t)-1;
        list_elem(&k, a, split, i);
        if (m->numeric ? is_numeric_like(&k) : k.cls == MT_CHAR)
            j = m->numeric && k.numel != 1 ? (size_t)-1 : lookup(m, &k);
        mt_free(&k);
        if (remove) {
            if (j != (size_t)-1)
                drop(m, j);
        } else
            mt__set_c(&res, i, j != (size_t)-1, 0);
    }
    if (!remove)
        mt__bi_give(r, &res);
}

static void disp_text(char *buf, size_t n, const mt_map *m)
{
    snprintf(buf, n,
                 "  containers.Map object with properties:\n\n"
                 "    Count     : %lu\n"
                 "    KeyType   : %s\n"
                 "    ValueType : %s\n\n",
                 (unsigned long)m->n, m->ktype, m->vtype);
}

void mt__map_display(const char *name, const mt_array *a)
{
    char buf[256];
    disp_text(buf, sizeof buf, rec(a));
    printf("%s =\n\n%s\n", name, buf);
}

void mt__map_disp(const mt_array *a)
{
    char buf[256];
    disp_text(buf, sizeof buf, rec(a));
    printf("%s", buf);
}

BI(m2c_map_call)
{
    char *name = mt__bi_cstr(args[0].a);
    mt_map *m;
    mt__hold(name); /* the calls below may raise */
    m = need_map(&args[1]);
    mt_array *r = out[0];
    int rest = nargs - 2;
    if (!strcmp(name, "keys"))
        call_keys(r, m);
    else if (!strcmp(name, "values"))
        call_values(r, m, rest, args + 2);
    else if (!strcmp(name, "isKey") || !strcmp(name, "remove")) {
        int remove = name[0] == 'r';
        mt__release(name);
        if (rest < 1)
            fail_at("subsref", 410, 17, "input argument 'KeySet' is missing");
        call_iskey(r, m, &args[2], remove);
        if (remove)
            mt__map_copy(r, args[1].a);
        return;
    } else if (!strcmp(name, "Count"))
        mt__bi_give_scalar(r, MT_UINT64, (double)m->n);
    else if (!strcmp(name, "length"))
        mt__bi_give_scalar(r, MT_DOUBLE, (double)m->n);
    else if (!strcmp(name, "isempty"))
        mt__bi_give_bool(r, m->n == 0);
    else if (!strcmp(name, "numel"))
        mt__bi_give_scalar(r, MT_DOUBLE, 1);
    else if (!strcmp(name, "size") && rest >= 1)
        /* size (m, n): Count for n == 1, else 1 */
        mt__bi_give_scalar(r, MT_DOUBLE, mt__bi_scalar(args, 2) == 1 ? (double)m->n : 1);
    else if (!strcmp(name, "size") && nout > 1) {
        /* [n, 1, ...] = size (m) */
        int k;
        mt__bi_give_scalar(r, MT_DOUBLE, (double)m->n);
        for (k = 1; k < nout; k++)
            mt__bi_give_scalar(out[k], MT_DOUBLE, 1);
    } else if (!strcmp(name, "size")) {
        mt_array sz = MT_ARRAY_INIT;
        mt__bi_set2(&sz, MT_DOUBLE, 1, 2);
        mt__set_c(&sz, 0, (double)m->n, 0);
        mt__set_c(&sz, 1, 1, 0);
        mt__bi_give(r, &sz);
    } else if (!strcmp(name, "class"))
        mt_from_string(r, "containers.Map");
    else if (!strcmp(name, "KeyType"))
        mt_from_string(r, m->ktype);
    else if (!strcmp(name, "ValueType"))
        mt_from_string(r, m->vtype);
    else {
        char msg[256];
        snprintf(msg, sizeof msg, "unknown property '%s'", name);
        mt__release(name);
        fail_at("subsref", 415, 15, msg);
    }
    mt__release(name);
}
