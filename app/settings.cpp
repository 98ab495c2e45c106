// SPDX-License-Identifier: Apache-2.0
#include "settings.h"

#include <QFileInfo>

namespace fw::app {

namespace {

struct KeyInfo
{
    Settings::Key key;
    const char* name;
    QVariant defaultValue;
};

const KeyInfo& info(Settings::Key key)
{
    static const KeyInfo keys[] = {
        {Settings::Key::Language, "ui/language", QString()}, // empty: follow the system locale
        {Settings::Key::RecentProjects, "projects/recent", QStringList()},
        {Settings::Key::WindowGeometry, "window/geometry", QByteArray()},
        {Settings::Key::Splitters, "window/splitters", QVariantMap()},
    };
    for (const KeyInfo& k : keys) {
        if (k.key == key)
            return k;
    }
    Q_UNREACHABLE();
}

} // namespace

Settings::Settings(QObject* parent) : QObject(parent), m_store(std::make_unique<QSettings>()) {}

Settings::Settings(const QString& iniFile, QObject* parent)
    : QObject(parent), m_store(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{}

Settings::~Settings() = default;

QVariant Settings::value(Key key) const
{
    const KeyInfo& k = info(key);
    return m_store->value(QLatin1String(k.name), k.defaultValue);
}

void Settings::setValue(Key key, const QVariant& value)
{
    if (this->value(key) == value)
        return;
    m_store->setValue(QLatin1String(info(key).name), value);
    emit changed(key);
}

QString Settings::language() const
{
    return value(Key::Language).toString();
}

void Settings::setLanguage(const QString& code)
{
    setValue(Key::Language, code);
}

QStringList Settings::recentProjects() const
{
    return value(Key::RecentProjects).toStringList();
}

void Settings::addRecentProject(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentProjects();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    setValue(Key::RecentProjects, recent.mid(0, kMaxRecentProjects));
}

void Settings::removeRecentProject(const QString& path)
{
    QStringList recent = recentProjects();
    recent.removeAll(QFileInfo(path).absoluteFilePath());
    setValue(Key::RecentProjects, recent);
}

QByteArray Settings::windowGeometry() const
{
    return value(Key::WindowGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    setValue(Key::WindowGeometry, geometry);
}

QByteArray Settings::splitterState(const QString& key) const
{
    return value(Key::Splitters).toMap().value(key).toByteArray();
}

void Settings::setSplitterState(const QString& key, const QByteArray& state)
{
    QVariantMap states = value(Key::Splitters).toMap();
    states.insert(key, state);
    setValue(Key::Splitters, states);
}

} // namespace fw::app
