// SPDX-License-Identifier: Apache-2.0
#include "domain/questionnairecatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fw::core {

namespace {

QByteArray readResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing built-in resource %s", qPrintable(path));
    return file.readAll();
}

// Every language present and non-empty, or why not.
QString readLocalised(const QJsonValue& value, LocalisedText& out)
{
    const QJsonObject object = value.toObject();
    for (const QString& language : QuestionnaireCatalog::languages()) {
        const QString text = object.value(language).toString().trimmed();
        if (text.isEmpty())
            return QCoreApplication::translate("fw::core::QuestionnaireCatalog", "no \"%1\" text").arg(language);
        out.insert(language, text);
    }
    return {};
}

QuestionnaireCatalog load(FabricKind fabric)
{
    const QString path =
        QStringLiteral(":/fw/questionnaires/%1.json")
            .arg(fabric == FabricKind::InfiniBand ? QStringLiteral("infiniband") : QStringLiteral("roce"));
    QString error;
    QuestionnaireCatalog catalog = QuestionnaireCatalog::parse(readResource(path), path, &error);
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    return catalog;
}

} // namespace

const QStringList& QuestionnaireCatalog::languages()
{
    static const QStringList all = {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
    return all;
}

const QuestionnaireCatalog& QuestionnaireCatalog::forFabric(FabricKind fabric)
{
    static const QuestionnaireCatalog infiniband = load(FabricKind::InfiniBand);
    static const QuestionnaireCatalog roce = load(FabricKind::RoceV2);
    return fabric == FabricKind::InfiniBand ? infiniband : roce;
}

const QStringList& QuestionnaireCatalog::vaguePhrases()
{
    static const QStringList phrases = [] {
        const QJsonObject all = QJsonDocument::fromJson(readResource(QStringLiteral(":/fw/questionnaires/vague.json")))
                                    .object()
                                    .value(QLatin1String("phrases"))
                                    .toObject();
        QStringList result;
        for (auto it = all.begin(); it != all.end(); ++it) {
            for (const QJsonValue& phrase : it.value().toArray())
                result << phrase.toString().toLower();
        }
        // Longest first, so "best effort" goes before "best" eats half of it.
        std::stable_sort(result.begin(), result.end(),
                         [](const QString& a, const QString& b) { return a.size() > b.size(); });
        return result;
    }();
    return phrases;
}

QString QuestionnaireCatalog::localised(const LocalisedText& text, const QString& language)
{
    const QString found = text.value(language);
    return found.isEmpty() ? text.value(QStringLiteral("en")) : found;
}

const Question* QuestionnaireCatalog::question(const QString& key) const
{
    for (const Question& q : m_questions) {
        if (q.key == key)
            return &q;
    }
    return nullptr;
}

QuestionnaireCatalog QuestionnaireCatalog::parse(const QByteArray& json, const QString& source, QString* error)
{
    QuestionnaireCatalog catalog;
    auto fail = [&](const QString& what) {
        *error = QCoreApplication::translate("fw::core::QuestionnaireCatalog", "%1: %2").arg(source, what);
        return QuestionnaireCatalog();
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog", "not valid JSON at offset %1: %2")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toInt() != 1)
        return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog", "unknown catalog format"));
    const auto fabric = fabricKindFromKey(root.value(QLatin1String("fabric")).toString());
    if (!fabric)
        return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog", "unknown fabric \"%1\"")
                        .arg(root.value(QLatin1String("fabric")).toString()));
    catalog.m_fabric = *fabric;
    if (const QString why = readLocalised(root.value(QLatin1String("title")), catalog.m_title); !why.isEmpty())
        return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog", "title: %1").arg(why));

    const QJsonArray questions = root.value(QLatin1String("questions")).toArray();
    for (int i = 0; i < questions.size(); ++i) {
        const QJsonObject object = questions.at(i).toObject();
        Question q;
        q.number = i + 1;
        q.key = object.value(QLatin1String("key")).toString();
        if (q.key.isEmpty() || catalog.question(q.key))
            return fail(
                QCoreApplication::translate("fw::core::QuestionnaireCatalog", "question %1: missing or repeated key")
                    .arg(q.number));
        if (const QString why = readLocalised(object.value(QLatin1String("text")), q.text); !why.isEmpty())
            return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog", "question %1 (%2): %3")
                            .arg(q.number)
                            .arg(q.key, why));
        if (const QString why = object.contains(QLatin1String("need"))
                                    ? readLocalised(object.value(QLatin1String("need")), q.need)
                                    : QString();
            !why.isEmpty())
            return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog", "question %1 (%2): %3")
                            .arg(q.number)
                            .arg(q.key, why));
        q.numericClaim = object.value(QLatin1String("claim")).toBool();
        for (const QJsonValue& value : object.value(QLatin1String("requires")).toArray()) {
            const QJsonObject r = value.toObject();
            RequiredDetail detail;
            detail.pattern = QRegularExpression(r.value(QLatin1String("pattern")).toString(),
                                                QRegularExpression::CaseInsensitiveOption |
                                                    QRegularExpression::UseUnicodePropertiesOption);
            if (r.value(QLatin1String("pattern")).toString().isEmpty() || !detail.pattern.isValid()) {
                return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog",
                                                        "question %1 (%2): invalid pattern: %3")
                                .arg(q.number)
                                .arg(q.key, detail.pattern.errorString()));
            }
            if (const QString why = readLocalised(r.value(QLatin1String("what")), detail.what); !why.isEmpty())
                return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog",
                                                        "question %1 (%2): required detail: %3")
                                .arg(q.number)
                                .arg(q.key, why));
            q.requiredDetails.append(detail);
        }
        catalog.m_questions.append(q);
    }
    if (catalog.m_questions.size() != 10)
        return fail(QCoreApplication::translate("fw::core::QuestionnaireCatalog", "expected 10 questions, found %1")
                        .arg(catalog.m_questions.size()));
    error->clear();
    return catalog;
}

} // namespace fw::core
