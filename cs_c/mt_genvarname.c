/* mt_genvarname.c — genvarname (str [, exclusions]), Octave 7's legacy genvarname.m: each
 * name's non-alphanumeric bytes become "_", a keyword K becomes "x" + upper(K(1)) + K(2:end),
 * an empty, "_"-led or digit-led name gets an "x" in front, and a name among the exclusions
 * (and the names made before it) gets the first free number appended. */
#include "mt_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const keywords[] = {
    "__FILE__", "__LINE__", "break", "case", "catch", "classdef", "continue", "do", "else",
    "elseif", "end", "end_try_catch", "end_unwind_protect", "endarguments", "endclassdef",
    "endenumeration", "endevents", "endfor", "endfunction", "endif", "endmethods",
    "endparfor", "endproperties", "endspmd", "endswitch", "endwhile", "for", "function",
    "global", "if", "otherwise", "parfor", "persistent", "return", "spmd", "switch", "try",
    "until", "unwind_protect", "unwind_protect_cleanup", "while"};

typedef struct {
    char **s;
    size_t n, cap;
} names;

static void add(names *l, const char *s, size_t len)
{
    char *c;
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        char **p = (char **)realloc(l->s, cap * sizeof *p);
        if (!p)
            mt_error("out of memory or dimension too large for Octave's index type");
        l->s = p;
        l->cap = cap;
    }
    c = (char *)mt__bi_alloc(len + 1);
    memcpy(c, s, len);
    l->s[l->n++] = c;
}

static int listed(const names *l, const char *s)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        if (l->s[i] && strcmp(l->s[i], s) == 0)
            return 1;
    return 0;
}

static void free_names(names *l)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        free(l->s[i]);
    free(l->s);
}

/* The exclusions: a char row, or a cell of strings (a non-row entry never matches a name). */
static void exclusions(names *l, const mt_array *x)
{
    size_t i;
    if (x->cls == MT_CHAR) {
        if (x->dims[0] != 1 || x->ndims != 2)
            mt_error("genvarname: if more than one exclusion is given, it must be a cellstr");
        add(l, (const char *)x->data, x->numel);
        return;
    }
    if (x->cls != MT_CELL || !mt_iscellstr(x))
        mt_error("genvarname: EXCLUSIONS must be a string or cellstr");
    for (i = 0; i < x->numel; i++) {
        const mt_array *e = mt__cell_at(x, i);
        if (e->ndims == 2 && e->dims[0] == 1)
            add(l, (const char *)e->data, e->numel);
        else
            add(l, "\n", 1); /* never equal to a name */
    }
}

/* Octave's iskeyword (also used by jsondecode's makeValidName, mt_json.c). */
int mt__iskeyword(const char *s)
{
    size_t k;
    for (k = 0; k < sizeof keywords / sizeof *keywords; k++)
        if (strcmp(s, keywords[k]) == 0)
            return 1;
    return 0;
}

/* iskeyword(name): whether a string is one of Octave's keywords. */
BI(iskeyword)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    char *s;
    (void)nout;
    (void)nargs;
    if (a->cls != MT_CHAR)
        mt_error("iskeyword: NAME must be a string");
    s = mt__bi_cstr(a);
    mt__bi_give_bool(out[0], mt__iskeyword(s));
    free(s);
}

/* The valid name made from s[0..n), malloc'd. */
static char *valid_name(const unsigned char *s, size_t n)
{
    /* room for one "x" in front, or for "x" alone when s is empty */
    char *r = (char *)mt__bi_alloc(n + 4), *p = r + 2;
    size_t i;
    for (i = 0; i < n; i++)
        p[i] = isalnum(s[i]) || s[i] == '_' ? (char)s[i] : '_';
    p[n] = 0;
    if (mt__iskeyword(p)) {
        *--p = 'x';
        p[1] = (char)toupper((unsigned char)p[1]);
    }
    if (!*p)
        strcpy(p, "x");
    if (p[0] == '_' || isdigit((unsigned char)p[0]))
        *--p = 'x';
    memmove(r, p, strlen(p) + 1);
    return r;
}

BI(genvarname)
{
    static int warned;
    mt_array vs, vx;
    const mt_array *str = mt__bi_arg(&args[0], &vs);
    names ex = {NULL, 0, 0};
    mt_array res = MT_ARRAY_INIT;
    size_t i, count = str->cls == MT_CHAR ? 1 : str->numel;
    (void)nout;
    if (!warned) {
        mt_array id = MT_ARRAY_INIT, msg = MT_ARRAY_INIT;
        mt_arg w[2];
        warned = 1;
        mt_from_string(&id, "Octave:legacy-function");
        mt_from_string(&msg, "genvarname is obsolete; use matlab.lang.makeValidName or "
                             "matlab.lang.makeUniqueStrings instead\n");
        w[0].a = &id;
        w[1].a = &msg;
        w[0].s = w[1].s = 0;
        mt_bi_warning(0, out, 2, w);
        mt_free(&id);
        mt_free(&msg);
    }
    if (str->cls == MT_CHAR) {
        if (str->dims[0] != 1 || str->ndims != 2)
            mt_error("genvarname: if more than one STR is given, it must be a cellstr");
    } else if (str->cls != MT_CELL || !mt_iscellstr(str))
        mt_error("genvarname: STR must be a string or cellstr");
    else
        for (i = 0; i < str->numel; i++) {
            const mt_array *e = mt__cell_at(str, i);
            if (e->numel && (e->ndims != 2 || e->dims[0] != 1))
                mt_error("mat2c: genvarname of a cell element that is not a row is not "
                         "supported");
        }
    if (nargs > 1)
        exclusions(&ex, mt__bi_arg(&args[1], &vx));
    if (str->cls == MT_CELL)
        mt_cell_new(&res, str->ndims, str->dims);
    for (i = 0; i < count; i++) {
        const mt_array *e = str->cls == MT_CHAR ? str : mt__cell_at(str, i);
        char *name = valid_name((const unsigned char *)e->data, e->numel), *v;
        size_t len = strlen(name), idx = 0;
        int excluded = listed(&ex, name);
        if (excluded && isdigit((unsigned char)name[len - 1])) {
            name = (char *)realloc(name, len + 2);
            name[len++] = '_';
            name[len] = 0;
        }
        v = (char *)mt__bi_alloc(len + 24);
        strcpy(v, name);
        while (excluded) {
            snprintf(v, len + 24, "%s%lu", name, (unsigned long)++idx);
            excluded = listed(&ex, v);
        }
        add(&ex, v, strlen(v));
        if (str->cls == MT_CHAR)
            mt_from_string(&res, v);
        else {
            mt_array t = MT_ARRAY_INIT;
            mt_from_string(&t, v);
            mt__cell_put(&res, i, &t);
            mt_free(&t);
        }
        free(name);
        free(v);
    }
    free_names(&ex);
    mt__bi_give(out[0], &res);
}
