/* mt_chars.c — character class predicates (generic builtin entries): `isupper`, `islower`,
 * `isstrprop(s, prop)`; and `iscomplex`. Numbers are tested as character codes (truncated,
 * as Octave's conversion to char). Char arrays are UTF-8 text (see mt__utf8_class): case
 * of non-ASCII characters as Octave; other classes of them are refused at run time.
 */
#include "mt_internal.h"

#include <ctype.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>


static int p_alpha(int c) { return isalpha(c); }
static int p_alnum(int c) { return isalnum(c); }
static int p_ascii(int c) { return c < 128; }
static int p_cntrl(int c) { return iscntrl(c); }
static int p_digit(int c) { return isdigit(c); }
static int p_graph(int c) { return isgraph(c); }
static int p_lower(int c) { return islower(c); }
static int p_print(int c) { return isprint(c); }
static int p_punct(int c) { return ispunct(c); }
static int p_space(int c) { return isspace(c); }
static int p_upper(int c) { return isupper(c); }
static int p_xdigit(int c) { return isxdigit(c); }

/* isstrprop's property names. */
static const struct {
    const char *name;
    int (*pred)(int);
} PROPS[] = {
    {"alpha", p_alpha}, {"alnum", p_alnum}, {"alphanum", p_alnum}, {"ascii", p_ascii},
    {"cntrl", p_cntrl}, {"digit", p_digit}, {"graph", p_graph},    {"graphic", p_graph},
    {"lower", p_lower}, {"print", p_print}, {"punct", p_punct},    {"space", p_space},
    {"upper", p_upper}, {"wspace", p_space}, {"xdigit", p_xdigit},
};

static void chars_test(mt_array *o, const char *fn, const mt_arg *g, int (*pred)(int))
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(g, &v);
    size_t i;
    mt_u8class kind = pred == p_upper    ? MT_U8_UPPER
                      : pred == p_lower  ? MT_U8_LOWER
                      : pred == p_space  ? MT_U8_SPACE
                      : pred == p_digit  ? MT_U8_DIGIT
                      : pred == p_xdigit ? MT_U8_DIGIT
                                         : MT_U8_ASCII_ONLY;
    if (a->cls == MT_CELL || a->cls == MT_STRUCT)
        mt_error("mat2c: %s of a cell array or struct is not supported", fn);
    mt_resize(&r, MT_LOGICAL, 0, a->ndims, a->dims);
    if (a->cls == MT_CHAR) {
        mt__utf8_class((uint8_t *)r.data, a, fn, pred, kind);
        mt__bi_give(o, &r);
        return;
    }
    for (i = 0; i < a->numel; i++) {
        double c = mt__get(a, i);
        /* Octave tests the numbers as the bytes of a UTF-8 text */
        if (!(c >= 0 && c < 128))
            mt_error("mat2c: %s of numbers outside 0..127 is not supported", fn);
        ((uint8_t *)r.data)[i] = (uint8_t)(pred((int)c) != 0);
    }
    mt__bi_give(o, &r);
}

BI(isupper)
{
    (void)nout;
    (void)nargs;
    chars_test(out[0], "isupper", &args[0], p_upper);
}

BI(islower)
{
    (void)nout;
    (void)nargs;
    chars_test(out[0], "islower", &args[0], p_lower);
}

BI(isstrprop)
{
    mt_array v;
    const mt_array *p = mt__bi_arg(&args[1], &v);
    char *name;
    size_t k;
    (void)nout;
    (void)nargs;
    if (p->cls != MT_CHAR)
        mt_error("isstrprop: invalid string property");
    name = mt__bi_cstr(p);
    for (k = 0; k < sizeof PROPS / sizeof PROPS[0]; k++)
        if (strcmp(name, PROPS[k].name) == 0)
            break;
    free(name);
    if (k == sizeof PROPS / sizeof PROPS[0])
        mt_error("isstrprop: invalid string property");
    chars_test(out[0], "isstrprop", &args[0], PROPS[k].pred);
}

BI(iscomplex)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[0], &v);
    (void)nout;
    (void)nargs;
    mt__bi_give_bool(out[0], a->cplx != 0);
}
